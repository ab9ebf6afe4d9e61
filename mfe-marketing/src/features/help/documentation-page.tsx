import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { StaticPage } from '../../components/static-page.js';

export function DocumentationPage() {
  return (
    <StaticPage title="Documentation" intro="Step-by-step guides for every part of the calculator.">
      <div className="rounded-lg border border-dashed border-border bg-muted p-8 text-center">
        <p className="text-lg font-semibold text-foreground">Documentation is coming soon.</p>
        <p className="mt-2 text-muted-foreground">
          Until then, the{' '}
          <Link to={ROUTES.helpCenter} className="text-primary underline">
            Help Center
          </Link>{' '}
          answers common questions and the{' '}
          <Link to={ROUTES.courses} className="text-primary underline">
            free video course
          </Link>{' '}
          walks through a full deal analysis.
        </p>
      </div>
    </StaticPage>
  );
}
