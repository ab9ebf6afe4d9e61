import { SUPPORT_LOCATION } from '@pac/contracts';
import { Section, StaticPage } from '../../components/static-page.js';

export function AboutUsPage() {
  return (
    <StaticPage
      title="About Us"
      intro="We build deal-analysis tools for people who invest in serviced accommodation and short-term rentals."
    >
      <Section title="Our Story">
        <p>
          Property Analysis Calculator started as the spreadsheet its founders used to test their own
          serviced-accommodation deals. Generic buy-to-let calculators assumed one rent a month; real
          short-term lets earn different nightly rates in a quiet February and a busy August, fill a different
          share of nights each season, and pay cleaning and platform fees per stay. We turned that spreadsheet
          into a calculator anyone can use.
        </p>
      </Section>
      <Section title="Our Mission">
        <p>
          Help investors, hosts, deal sourcers, coaches and agents decide on the numbers: seasonal revenue,
          occupancy, every running cost, cash flow and gross and net ROI, before money changes hands.
        </p>
      </Section>
      <Section title="What We Offer">
        <ul className="list-disc space-y-1 pl-6">
          <li>The calculator, with monthly and annual forecasts, JV partnership splits and PDF reports</li>
          <li>A free video course that walks through a complete deal analysis</li>
          <li>Plans from a free trial to Executive Analysis for teams, with live support calls</li>
        </ul>
      </Section>
      <Section title="Where We Are">
        <p>We are based in {SUPPORT_LOCATION} and work with investors across the UK.</p>
      </Section>
    </StaticPage>
  );
}
