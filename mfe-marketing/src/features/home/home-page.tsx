import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { openCalculator, useSession } from '@pac/session';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@pac/ui';
import { PricingPlans } from '../../components/pricing-plans.js';

const FEATURES = [
  { title: 'Revenue Forecasting', text: 'Seasonal nightly rates in three demand tiers and an occupancy calculator.' },
  { title: 'Expense Tracking & Reporting', text: 'Every running cost in one place, with customisable forecast reports.' },
  { title: 'Cash Flow & ROI', text: 'Net and gross cash flow, gross and net ROI, and return timelines.' },
  { title: 'Exportable PDF Reports', text: 'Month-by-month analysis and annual forecasts ready to share with partners.' },
];
const DIFFERENTIATORS = ['Built for serviced accommodation, not generic buy-to-let', 'Five-step deal analyser', 'JV partnership splits', 'Free video course included'];
const PILLARS = [
  { title: 'Maximise', text: 'Find the nightly rate and occupancy that make a deal work.' },
  { title: 'Manage', text: 'Keep costs and cash flow visible month by month.' },
  { title: 'Maintain', text: 'Track returns over time and keep every deal on course.' },
];

export function HomePage() {
  const navigate = useNavigate();
  const { user, token, isLoggedIn } = useSession();
  const startAnalysis = () => (isLoggedIn && user && token ? void openCalculator(user, token) : navigate(ROUTES.login));

  return (
    <div>
      <section className="bg-gradient-to-br from-brand-dark to-primary px-4 py-24 text-white">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-4xl font-bold md:text-5xl">Analyse Short-Term Rental Deals with Confidence</h1>
          <p className="mt-4 text-lg text-white/85">The Property Analysis Calculator forecasts revenue, costs and returns for serviced-accommodation deals in minutes.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Button size="lg" variant="secondary" onClick={startAnalysis}>
              Start Free Analysis
            </Button>
            <Button size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white/10" onClick={() => navigate(ROUTES.courses)}>
              Watch Courses
            </Button>
          </div>
        </div>
      </section>
      <section id="features" className="scroll-mt-16 mx-auto max-w-7xl px-4 py-16">
        <h2 className="text-center text-3xl font-bold text-primary">Features</h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <Card key={feature.title}>
              <CardHeader>
                <CardTitle className="text-lg">{feature.title}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-muted-foreground">{feature.text}</CardContent>
            </Card>
          ))}
        </div>
      </section>
      <section className="bg-muted px-4 py-16">
        <div className="mx-auto max-w-4xl">
          <h2 className="text-center text-3xl font-bold text-primary">Why Choose Us</h2>
          <ul className="mt-8 grid gap-3 md:grid-cols-2">
            {DIFFERENTIATORS.map((item) => (
              <li key={item} className="rounded-md bg-surface p-4 shadow-sm">{item}</li>
            ))}
          </ul>
        </div>
      </section>
      <section className="px-4 py-16 text-center">
        <h2 className="text-3xl font-bold text-primary">Ready to analyse your next deal?</h2>
        <Button size="lg" className="mt-6" onClick={startAnalysis}>
          Start Free Analysis
        </Button>
      </section>
      <section className="bg-muted px-4 py-16">
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
          {PILLARS.map((pillar) => (
            <div key={pillar.title} className="rounded-lg bg-surface p-6 text-center shadow-sm">
              <h3 className="text-2xl font-bold text-accent">{pillar.title}</h3>
              <p className="mt-2 text-muted-foreground">{pillar.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section id="pricing" className="scroll-mt-16 mx-auto max-w-7xl px-4 py-16">
        <h2 className="mb-10 text-center text-3xl font-bold text-primary">Pricing</h2>
        <PricingPlans />
      </section>
    </div>
  );
}
