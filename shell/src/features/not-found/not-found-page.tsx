import { Link } from 'react-router-dom';
import { usePageMeta } from '@pac/session';
import { buttonVariants } from '@pac/ui';
import { NOT_FOUND_META } from '../../texts.js';

export function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <Link to="/" className={buttonVariants({ className: 'mt-8' })}>
        Return to Home
      </Link>
    </section>
  );
}
