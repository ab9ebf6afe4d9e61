import { Link } from 'react-router-dom';
import { ROUTES, SUPPORT_EMAIL, SUPPORT_RESPONSE_TIME } from '@pac/contracts';
import { Section, StaticPage } from '../../components/static-page.js';

export function GdprPage() {
  return (
    <StaticPage
      title="Data Protection and GDPR"
      intro="How we meet our obligations under UK GDPR and the Data Protection Act 2018."
    >
      <Section title="Lawful Basis">
        <p>
          We process account, plan and billing data to perform our contract with you, security records for our
          legitimate interest in protecting accounts, and newsletter data only with your consent.
        </p>
      </Section>
      <Section title="Your Rights">
        <ul className="list-disc space-y-1 pl-6">
          <li>Access a copy of your data, and have it corrected</li>
          <li>Have it erased, or its use restricted</li>
          <li>Receive it in a portable format</li>
          <li>
            Object to processing, and withdraw consent at any time (every newsletter has an unsubscribe link)
          </li>
        </ul>
      </Section>
      <Section title="Making a Request">
        <p>
          Email {SUPPORT_EMAIL} or use the{' '}
          <Link to={ROUTES.contact} className="text-primary underline">
            contact form
          </Link>
          . We acknowledge requests {SUPPORT_RESPONSE_TIME} and answer within one month, as the law requires.
        </p>
      </Section>
      <Section title="Complaints">
        <p>
          You may complain to the Information Commissioner's Office (ICO), the UK's data protection regulator.
        </p>
      </Section>
      <Section title="Security">
        <p>
          Passwords are stored as argon2id hashes, sign-ins are confirmed by emailed codes, and data is sent
          only over encrypted connections.
        </p>
      </Section>
    </StaticPage>
  );
}
