import { Check, X } from 'lucide-react';
import {
  ADD_ON_DESCRIPTION,
  FREE_PLAN_DAYS,
  PLAN_CATALOGUE,
  PLAN_PRICE_NOTES,
  formatPence,
  type PlanCatalogueEntry,
} from '@pac/contracts';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, cn } from '@pac/ui';
import { usePlanChoice } from './use-plan-choice.js';
import { PRICING_TEXTS } from '../../texts.js';

const CALL_TO_ACTION: Record<PlanCatalogueEntry['type'], string> = {
  free: 'Start Free Trial',
  paid: 'Get Started',
  enterprise: 'Contact Sales',
};

function PriceLine({ plan }: { plan: PlanCatalogueEntry }) {
  const price = formatPence(plan.basePricePence);
  if (price === null) return <span className="text-3xl font-bold text-primary">Custom</span>;
  return (
    <>
      <span className="text-3xl font-bold text-primary">{price}</span>{' '}
      <span className="text-muted-foreground">
        {plan.type === 'free' ? `for ${FREE_PLAN_DAYS} days` : '/month'}
      </span>
    </>
  );
}

/**
 * The four plans of the one catalogue in libs/contracts, each with its button (see usePlanChoice). Plan names are
 * headings one level below the section they sit in: h3 under home's "Pricing" h2, h2 right under /pricing's h1.
 */
export function PricingPlans({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { choose, pendingPlan } = usePlanChoice();
  return (
    <div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4" aria-label="Plans">
        {PLAN_CATALOGUE.map((plan) => {
          const addOn = formatPence(plan.upgradePricePence);
          return (
            <li key={plan.id} className="flex">
              <Card
                aria-labelledby={`plan-${plan.id}`}
                className={cn('flex w-full flex-col', plan.popular && 'border-2 border-accent shadow-lg')}
                data-plan={plan.id}
              >
                <CardHeader>
                  {plan.popular ? (
                    <span className="w-fit rounded-full bg-secondary-foreground px-3 py-0.5 text-xs font-semibold text-white">
                      Most Popular
                    </span>
                  ) : null}
                  <CardTitle id={`plan-${plan.id}`} level={headingLevel}>
                    {plan.name}
                  </CardTitle>
                  <p>
                    <PriceLine plan={plan} />
                  </p>
                  {addOn ? (
                    <p className="text-sm text-muted-foreground">
                      {addOn}/month with the add-on: {ADD_ON_DESCRIPTION.toLowerCase()}
                    </p>
                  ) : null}
                  <p className="text-sm text-muted-foreground">{plan.description}</p>
                </CardHeader>
                <CardContent className="flex-1">
                  <ul className="space-y-2 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                    {plan.unavailable.map((feature) => (
                      <li key={feature} className="flex gap-2 text-muted-foreground">
                        <X className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                        <span>
                          <span className="sr-only">Not included: </span>
                          {feature}
                        </span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button
                    className="w-full"
                    variant={plan.popular ? 'default' : 'outline'}
                    disabled={pendingPlan !== null}
                    onClick={() => void choose(plan)}
                  >
                    {pendingPlan === plan.id ? (
                      PRICING_TEXTS.loading
                    ) : (
                      <>
                        {CALL_TO_ACTION[plan.type]} <span className="sr-only">{plan.name}</span>
                      </>
                    )}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
      <ul
        className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-2 text-sm text-muted-foreground"
        aria-label="Pricing terms"
      >
        {PLAN_PRICE_NOTES.map((note) => (
          <li key={note} className="flex items-center gap-2">
            <Check className="h-4 w-4 text-accent" aria-hidden="true" />
            {note}
          </li>
        ))}
      </ul>
    </div>
  );
}
