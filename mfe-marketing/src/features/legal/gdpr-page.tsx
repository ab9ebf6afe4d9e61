import { Section, StaticPage } from '../../components/static-page.js';

export function GdprPage() {
  return (
    <StaticPage title="Data Protection and GDPR" intro="How we meet our obligations under UK GDPR.">
      <Section title="Lawful Basis">
        <p>We process account and billing data to provide the service you subscribe to, and marketing data only with your consent.</p>
      </Section>
    </StaticPage>
  );
}
