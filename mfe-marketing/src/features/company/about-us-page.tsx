import { Section, StaticPage } from '../../components/static-page.js';

export function AboutUsPage() {
  return (
    <StaticPage title="About Us" intro="We build deal-analysis tools for short-term-rental investors.">
      <Section title="Our Mission">
        <p>Help property investors, hosts, deal sourcers and operators make confident, data-backed decisions on serviced-accommodation deals.</p>
      </Section>
      <Section title="Where We Are">
        <p>London, United Kingdom.</p>
      </Section>
    </StaticPage>
  );
}
