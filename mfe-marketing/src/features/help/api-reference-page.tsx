import { Link } from 'react-router-dom';
import { SERVICES, ROUTES, gatewayDocsPath, type ServiceName } from '@pac/contracts';
import { apiUrl } from '@pac/session';
import { Section, StaticPage } from '../../components/static-page.js';

const SERVICE_DESCRIPTIONS: Record<ServiceName, string> = {
  identity: 'Registration, sign-in with email two-factor codes, sessions, profile and password reset.',
  billing: 'Plans, checkout sessions, subscriptions and payment webhooks.',
  content: 'Course catalogue and progress, course signups, newsletter, contact enquiries and the workbook.',
  admin: 'The admin portal: dashboard, users, revenue, usage, health, broadcasts and settings.',
  analysis:
    'The deal calculator: calculate, saved deals, PDF and CSV reports, share links, plan allowances and Executive API keys.',
};

export function ApiReferencePage() {
  return (
    <StaticPage title="API Reference" intro="Programmatic access to the platform for Executive teams.">
      <Section title="Access">
        <p>
          API access is available on the Executive plan only and requires API keys, issued to your team by
          your account manager. Keep keys secret and send them as a bearer token.
        </p>
        <p>
          <Link to={ROUTES.contact} className="text-primary underline">
            Contact us
          </Link>{' '}
          to discuss Executive access.
        </p>
      </Section>
      <Section title="OpenAPI Documents">
        <p>
          Each service publishes an OpenAPI document generated from its code, always in step with what it
          runs:
        </p>
        <ul className="space-y-3">
          {SERVICES.map((service) => (
            <li key={service}>
              <a href={apiUrl(gatewayDocsPath(service))} className="font-semibold text-primary underline">
                {service.charAt(0).toUpperCase() + service.slice(1)} API
              </a>
              <span className="block text-sm">{SERVICE_DESCRIPTIONS[service]}</span>
            </li>
          ))}
        </ul>
      </Section>
    </StaticPage>
  );
}
