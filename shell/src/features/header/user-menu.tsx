import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { ROUTES } from '@pac/contracts';
import { useOpenCalculator, useSession } from '@pac/session';
import { Button } from '@pac/ui';
import { downloadWorkbook } from './download-workbook.js';
import { PlanBadge } from './plan-badge.js';

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-foreground hover:bg-muted focus-visible:bg-muted focus-visible:outline-none';

export function UserMenu() {
  const { user, signOut } = useSession();
  const openCalculator = useOpenCalculator();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!user) return null;
  const firstName = user.full_name.trim().split(/\s+/)[0] ?? user.full_name;
  const close = () => setOpen(false);

  return (
    <div ref={containerRef} className="relative">
      <Button
        variant="ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        {firstName}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="User menu"
          className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-border bg-surface p-2 shadow-lg"
        >
          <div className="border-b border-border px-3 pb-3 pt-1">
            <p className="font-semibold">{user.full_name}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            <div className="mt-2">
              <PlanBadge plan={user.plan} />
            </div>
          </div>
          <div className="pt-2">
            <button
              role="menuitem"
              className={itemClass}
              onClick={() => {
                close();
                void openCalculator();
              }}
            >
              Open Calculator
            </button>
            <Link role="menuitem" className={itemClass} to={ROUTES.subscribe} onClick={close}>
              Manage Subscription
            </Link>
            <Link role="menuitem" className={itemClass} to={ROUTES.twoFactorSettings} onClick={close}>
              Security Settings
            </Link>
            <button
              role="menuitem"
              className={itemClass}
              onClick={() => {
                close();
                void downloadWorkbook();
              }}
            >
              Download Workbook
            </button>
            <button
              role="menuitem"
              className={`${itemClass} text-destructive`}
              onClick={() => {
                close();
                signOut();
              }}
            >
              Sign Out
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
