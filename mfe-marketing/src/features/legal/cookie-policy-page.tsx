import { Section, StaticPage } from '../../components/static-page.js';

export function CookiePolicyPage() {
  return (
    <StaticPage title="Cookie Policy" intro="Which cookies and browser storage we use, and why.">
      <Section title="Essential Cookies">
        <p>
          A secure, http-only session cookie keeps you signed in after you confirm your sign-in code. Without
          it the platform cannot work, so it does not need consent.
        </p>
      </Section>
      <Section title="Browser Storage">
        <p>
          Your browser's local storage keeps your signed-in profile, a plan you picked before signing in, your
          course progress and where you stopped each video, so you can continue where you left off.
        </p>
      </Section>
      <Section title="No Advertising Cookies">
        <p>We do not use advertising or cross-site tracking cookies.</p>
      </Section>
      <Section title="Managing Cookies">
        <p>
          You can delete cookies and site data in your browser settings at any time; you will then need to
          sign in again.
        </p>
      </Section>
    </StaticPage>
  );
}
