import { Section, StaticPage } from '../../components/static-page.js';

export function CaseStudiesPage() {
  return (
    <StaticPage title="Case Studies" intro="How investors and operators use the calculator.">
      <Section title="From Forecast to Decision">
        <p>Investors use seasonal rates and occupancy forecasts to test a deal before committing, then share PDF reports with partners.</p>
      </Section>
    </StaticPage>
  );
}
