import { Check } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { useOpenCalculator, usePageMeta } from '@pac/session';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@pac/ui';
import { PricingPlans } from '../../components/pricing/pricing-plans.js';
import { COMPETITIVE_ADVANTAGES, FEATURE_SHOWCASES, PILLARS } from './home-content.js';

export function HomePage() {
  // The site's own name and description (index.html, or the admin's General settings).
  usePageMeta({});
  const navigate = useNavigate();
  const openCalculator = useOpenCalculator();
  // Visitors too: the calculator works without an account (saving asks them to sign in there).
  const startAnalysis = () => void openCalculator();

  return (
    <div>
      <section className="bg-gradient-to-br from-brand-dark to-primary px-4 py-20 text-white md:py-24">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-4xl font-bold md:text-5xl">Analyse Short-Term Rental Deals with Confidence</h1>
          <p className="mt-4 text-lg text-white/90">
            Forecast seasonal revenue, occupancy, expenses, cash flow and ROI for any serviced-accommodation
            deal in minutes, then share the numbers as a PDF report.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Button size="lg" variant="secondary" onClick={startAnalysis}>
              Start Free Analysis
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-white/10"
              onClick={() => navigate(ROUTES.courses)}
            >
              Watch Courses
            </Button>
          </div>
        </div>
      </section>

      <section
        id="features"
        aria-labelledby="features-title"
        className="mx-auto max-w-7xl scroll-mt-16 px-4 py-16"
      >
        <h2 id="features-title" className="text-center text-3xl font-bold text-primary">
          Everything a Deal Needs, in One Calculator
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          From the first nightly rate to the final PDF, each step of a short-term-rental analysis has its
          place.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {FEATURE_SHOWCASES.map(({ icon: Icon, title, text, points }) => (
            <Card key={title}>
              <CardHeader className="flex-row items-center gap-3">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <CardTitle className="text-lg">{title}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-3 text-sm text-muted-foreground">
                <p>{text}</p>
                <ul className="space-y-1">
                  {points.map((point) => (
                    <li key={point} className="flex gap-2 text-foreground">
                      <Check className="h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="advantages-title" className="bg-muted px-4 py-16">
        <div className="mx-auto max-w-5xl">
          <h2 id="advantages-title" className="text-center text-3xl font-bold text-primary">
            Why Investors Choose Us
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {COMPETITIVE_ADVANTAGES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 rounded-md bg-surface p-4 shadow-sm">
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="px-4 py-16 text-center">
        <h2 id="cta-title" className="text-3xl font-bold text-primary">
          Ready to analyse your next deal?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Start with five free calculations and exports. No card needed, no setup fees, cancel anytime.
        </p>
        <Button size="lg" className="mt-6" onClick={startAnalysis}>
          Start Free Analysis
        </Button>
      </section>

      <section aria-labelledby="pillars-title" className="bg-muted px-4 py-16">
        <h2 id="pillars-title" className="sr-only">
          Maximise, Manage, Maintain
        </h2>
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
          {PILLARS.map((pillar) => (
            <div key={pillar.title} className="rounded-lg bg-surface p-6 text-center shadow-sm">
              <h3 className="text-2xl font-bold text-primary">{pillar.title}</h3>
              <p className="mt-2 text-muted-foreground">{pillar.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-title"
        className="mx-auto max-w-7xl scroll-mt-16 px-4 py-16"
      >
        <h2 id="pricing-title" className="text-center text-3xl font-bold text-primary">
          Simple, Transparent Pricing
        </h2>
        <p className="mx-auto mb-10 mt-3 max-w-2xl text-center text-muted-foreground">
          Prices in GBP. Pick the plan that matches how many deals you analyse each month.
        </p>
        <PricingPlans />
      </section>
    </div>
  );
}
