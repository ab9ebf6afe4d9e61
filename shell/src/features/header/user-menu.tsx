import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { ROUTES } from '@pac/contracts';
import { useOpenCalculator, useSession } from '@pac/session';
import { Button } from '@pac/ui';
import { downloadWorkbook } from './download-workbook.js';
import { PlanBadge } from './plan-badge.js';

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-foreground hover:bg-muted focus:bg-muted focus:outline-none';

/** Which item a key moves to among `count` items from `index` (-1: none focused); null: not a moving key. */
function menuKeyTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return index <= 0 ? count - 1 : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The signed-in user's menu (ARIA menu button): Enter, Space or Down opens it on the first item, Up on the last;
 * Up/Down (wrapping), Home and End move between items; Escape closes it and gives focus back to the button; Tab
 * or a click elsewhere closes it.
 */
export function UserMenu() {
  const { user, signOut } = useSession();
  const openCalculator = useOpenCalculator();
  // Closed, or open with focus on the first or last item.
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = items();
    (open === 'last' ? all.at(-1) : all[0])?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  if (!user) return null;
  const firstName = user.full_name.trim().split(/\s+/)[0] ?? user.full_name;
  const close = () => setOpen(false);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      containerRef.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
      return;
    }
    if (event.key === 'Tab') {
      close();
      return;
    }
    const all = items();
    const target = menuKeyTarget(event.key, all.indexOf(document.activeElement as HTMLElement), all.length);
    if (target === null) return;
    event.preventDefault();
    all[target]?.focus();
  };

  return (
    <div ref={containerRef} className="relative">
      <Button
        variant="ghost"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => (v ? false : 'first'))}
        onKeyDown={onButtonKeyDown}
      >
        {firstName}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </Button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="User menu"
          className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-border bg-surface p-2 shadow-lg"
          onKeyDown={onMenuKeyDown}
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
              tabIndex={-1}
              className={itemClass}
              onClick={() => {
                close();
                void openCalculator();
              }}
            >
              Open Calculator
            </button>
            <Link role="menuitem" tabIndex={-1} className={itemClass} to={ROUTES.subscribe} onClick={close}>
              Manage Subscription
            </Link>
            <Link
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              to={ROUTES.twoFactorSettings}
              onClick={close}
            >
              Security Settings
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
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
              tabIndex={-1}
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
