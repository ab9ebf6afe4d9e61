import { SUPPORT_EMAIL } from '@pac/contracts';
import { Section, StaticPage } from '../../components/static-page.js';

export function PressKitPage() {
  return (
    <StaticPage
      title="Press Kit"
      intro="Product descriptions, facts and how to reach us for press and media."
    >
      <Section title="About the Product">
        <p>
          Property Analysis Calculator is a web platform for analysing serviced-accommodation and
          short-term-rental property deals. It forecasts revenue from seasonal nightly rates and occupancy,
          tracks expenses, and reports monthly and annual cash flow, gross and net ROI and joint-venture
          splits as exportable PDF reports.
        </p>
      </Section>
      <Section title="Key Facts">
        <ul className="list-disc space-y-1 pl-6">
          <li>Based in London, United Kingdom</li>
          <li>
            Plans from a free 7-day trial to Executive Analysis for teams; prices in GBP, billed monthly
          </li>
          <li>A free video course on analysing short-term-rental deals</li>
        </ul>
      </Section>
      <Section title="Press Enquiries">
        <p>
          Use the contact form and choose Press &amp; Media, or write to {SUPPORT_EMAIL}. We can provide
          logos, screenshots and interviews on request.
        </p>
      </Section>
    </StaticPage>
  );
}
