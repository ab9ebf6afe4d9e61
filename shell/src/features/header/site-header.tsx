import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { ROUTES } from '@pac/contracts';
import { useSession } from '@pac/session';
import { Button, buttonVariants, cn } from '@pac/ui';
import { UserMenu } from './user-menu.js';
import { useScrollToFeatures } from './use-scroll-to-features.js';

const navLinkClass = 'text-sm font-medium text-foreground/80 hover:text-primary';

function Logo() {
  return (
    <Link
      to={ROUTES.home}
      className="flex items-center gap-2 font-bold text-primary"
      aria-label="Property Analysis Calculator home"
    >
      <span
        aria-hidden="true"
        className="flex h-8 w-8 items-center justify-center rounded-md bg-primary text-primary-foreground"
      >
        PA
      </span>
      <span>Property Analysis Calculator</span>
    </Link>
  );
}

/** Links shared by the desktop bar and the mobile panel. */
function NavLinks({ onNavigate, vertical }: { onNavigate: () => void; vertical?: boolean }) {
  const scrollToFeatures = useScrollToFeatures();
  const { isLoggedIn } = useSession();
  return (
    <div className={cn('flex gap-6', vertical ? 'flex-col items-stretch' : 'items-center')}>
      <button
        type="button"
        className={cn(navLinkClass, 'cursor-pointer text-left')}
        onClick={() => {
          onNavigate();
          scrollToFeatures();
        }}
      >
        Features
      </button>
      <Link to={ROUTES.pricing} className={navLinkClass} onClick={onNavigate}>
        Pricing
      </Link>
      <Link to={ROUTES.courses} className={navLinkClass} onClick={onNavigate}>
        Courses
      </Link>
      {isLoggedIn ? (
        <UserMenu />
      ) : (
        <>
          <Link to={ROUTES.login} className={buttonVariants({ variant: 'ghost' })} onClick={onNavigate}>
            Login
          </Link>
          <Link to={ROUTES.register} className={buttonVariants()} onClick={onNavigate}>
            Get Started
          </Link>
        </>
      )}
    </div>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  // Open for the path it was opened on: any navigation (links, back/forward) closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const mobileOpen = openOnPath === pathname;
  const setMobileOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks onNavigate={() => undefined} />
        </nav>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Toggle menu"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      {mobileOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-border px-4 py-4 md:hidden">
          <NavLinks vertical onNavigate={() => setMobileOpen(false)} />
        </nav>
      ) : null}
    </header>
  );
}
