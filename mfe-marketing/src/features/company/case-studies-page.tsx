import { Section, StaticPage } from '../../components/static-page.js';

const CASE_STUDIES = [
  {
    title: 'A host tests a two-bed city apartment',
    text: 'A first-time host compared a two-bedroom flat at one average nightly rate with a seasonal forecast in three demand tiers. The low season alone turned a promising deal into a loss in four months of the year; she negotiated a lower rent before signing and the deal now cash-flows every month.',
  },
  {
    title: 'A deal sourcer packages deals for investors',
    text: 'A deal sourcer runs every lead through the five-step analyser and sends investors the PDF report with monthly and annual forecasts, expenses and net ROI. Investors decide faster because every deal arrives in the same format.',
  },
  {
    title: 'Two partners agree a JV split',
    text: 'Two investors used the JV partnership split to model a 60/40 profit share on a coastal holiday let. Seeing each monthly payout, including the quiet winter months, helped them agree terms before buying.',
  },
] as const;

export function CaseStudiesPage() {
  return (
    <StaticPage
      title="Case Studies"
      intro="How investors, hosts and deal sourcers use the calculator to decide on the numbers."
    >
      {CASE_STUDIES.map((study) => (
        <Section key={study.title} title={study.title}>
          <p>{study.text}</p>
        </Section>
      ))}
    </StaticPage>
  );
}
