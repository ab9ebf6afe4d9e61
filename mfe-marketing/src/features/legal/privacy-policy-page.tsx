import { Section, StaticPage } from '../../components/static-page.js';

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy" intro="How we collect, use and protect your personal data.">
      <Section title="Data We Collect">
        <p>Account details (name, email), subscription and payment status, course progress and the enquiries you send us.</p>
      </Section>
      <Section title="Your Rights">
        <p>You may access, correct or delete your personal data at any time by contacting us.</p>
      </Section>
    </StaticPage>
  );
}
