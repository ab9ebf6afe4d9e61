import { Section, StaticPage } from '../../components/static-page.js';

export function TermsOfServicePage() {
  return (
    <StaticPage title="Terms of Service" intro="The terms that apply when you use the platform.">
      <Section title="The Service">
        <p>
          The calculator produces forecasts from the figures you enter. They are estimates to support your own
          decisions, not financial, legal or tax advice; check important figures with a qualified adviser.
        </p>
      </Section>
      <Section title="Your Account">
        <p>
          Keep your password private. Every sign-in is confirmed with a code sent to your email. You are
          responsible for activity in your account and for the data you enter.
        </p>
      </Section>
      <Section title="Plans and Payment">
        <p>
          Paid plans are billed monthly in GBP, with no setup fees, and can be cancelled at any time; access
          continues until the end of the paid period. The free plan lasts 7 days. Executive Analysis is priced
          by agreement.
        </p>
      </Section>
      <Section title="Fair Use">
        <p>
          Do not misuse the platform, attempt to access other accounts, or resell the service without a
          white-label agreement. We may suspend accounts that break these terms.
        </p>
      </Section>
      <Section title="Governing Law">
        <p>These terms are governed by the laws of England and Wales.</p>
      </Section>
    </StaticPage>
  );
}
