import { Section, StaticPage } from '../../components/static-page.js';

export function PressKitPage() {
  return (
    <StaticPage title="Press Kit" intro="Logos, product descriptions and press contacts.">
      <Section title="About the Product">
        <p>Property Analysis Calculator is a web platform for analysing serviced-accommodation and short-term-rental property deals.</p>
      </Section>
      <Section title="Press Enquiries">
        <p>Use the contact form and choose Press &amp; Media.</p>
      </Section>
    </StaticPage>
  );
}
