import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { Section, StaticPage } from '../../components/static-page.js';

export function ApiReferencePage() {
  return (
    <StaticPage title="API Reference" intro="Programmatic access to deal analysis.">
      <Section title="Access">
        <p>API access is available on the Executive plan only and requires API keys.</p>
        <p>
          <Link to={ROUTES.contact} className="text-primary underline">
            Contact us
          </Link>{' '}
          to discuss Executive access.
        </p>
      </Section>
    </StaticPage>
  );
}
