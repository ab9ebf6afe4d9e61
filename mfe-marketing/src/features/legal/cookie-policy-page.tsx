import { Section, StaticPage } from '../../components/static-page.js';

export function CookiePolicyPage() {
  return (
    <StaticPage title="Cookie Policy" intro="Which cookies we use and why.">
      <Section title="Essential Cookies">
        <p>A session cookie keeps you signed in. It is required for the platform to work.</p>
      </Section>
    </StaticPage>
  );
}
