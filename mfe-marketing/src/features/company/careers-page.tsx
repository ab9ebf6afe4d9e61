import { Section, StaticPage } from '../../components/static-page.js';

export function CareersPage() {
  return (
    <StaticPage title="Join Our Team" intro="Help us shape how short-term-rental deals are analysed.">
      <Section title="Open Positions">
        <p>There are no open positions right now. We are always happy to hear from people who care about property and software.</p>
      </Section>
    </StaticPage>
  );
}
