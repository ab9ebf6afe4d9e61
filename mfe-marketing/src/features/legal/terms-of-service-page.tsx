import { Section, StaticPage } from '../../components/static-page.js';

export function TermsOfServicePage() {
  return (
    <StaticPage title="Terms of Service" intro="The terms that apply when you use the platform.">
      <Section title="Subscriptions">
        <p>Plans are billed monthly in GBP with no setup fees and can be cancelled at any time.</p>
      </Section>
    </StaticPage>
  );
}
