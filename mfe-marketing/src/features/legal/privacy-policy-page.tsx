import { SUPPORT_EMAIL } from '@pac/contracts';
import { Section, StaticPage } from '../../components/static-page.js';

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy" intro="How we collect, use and protect your personal data.">
      <Section title="Who We Are">
        <p>
          Property Analysis Calculator, London, United Kingdom, is the controller of the personal data
          described here. Write to {SUPPORT_EMAIL} with any question about it.
        </p>
      </Section>
      <Section title="Data We Collect">
        <ul className="list-disc space-y-1 pl-6">
          <li>
            Account details: your name, email address and a hash of your password (never the password itself)
          </li>
          <li>
            Subscription and payment status; card details are handled by our payment provider, not by us
          </li>
          <li>Course progress, free-course signups, newsletter subscriptions and enquiries you send us</li>
          <li>Security records such as sign-in attempts, kept to protect your account</li>
        </ul>
      </Section>
      <Section title="How We Use It">
        <p>
          To provide the calculator and your plan, send sign-in codes and service emails, answer enquiries,
          and, only if you subscribed, send our newsletter. Every newsletter contains a link to unsubscribe.
        </p>
      </Section>
      <Section title="How Long We Keep It">
        <p>
          Account data is kept while your account is open and deleted on request. Enquiries are kept for up to
          two years; billing records as long as the law requires.
        </p>
      </Section>
      <Section title="Your Rights">
        <p>
          You may access, correct, export or delete your personal data, and object to or restrict its use. See
          Data Protection and GDPR for how to exercise these rights.
        </p>
      </Section>
    </StaticPage>
  );
}
