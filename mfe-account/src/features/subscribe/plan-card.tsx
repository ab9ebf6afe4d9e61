import { BILLING_MESSAGES, formatPence, type PlanCatalogueEntry } from '@pac/contracts';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn } from '@pac/ui';
import { Check } from 'lucide-react';

function priceLine(plan: PlanCatalogueEntry): string {
  if (plan.basePricePence === null) return 'Custom pricing';
  if (plan.type === 'free') return `${formatPence(plan.basePricePence)} for ${plan.period}`;
  return `${formatPence(plan.basePricePence)}/month`;
}

function buttonLabel(plan: PlanCatalogueEntry, current: boolean, renew: boolean): string {
  if (current) return renew ? `Renew ${plan.name}` : BILLING_MESSAGES.currentPlan;
  if (plan.type === 'enterprise') return BILLING_MESSAGES.contactSales;
  if (plan.type === 'free') return BILLING_MESSAGES.getStarted;
  return BILLING_MESSAGES.subscribe;
}

/** One plan of the catalogue; the user's running plan is marked and its button disabled (no paying twice). */
export function PlanCard({
  plan,
  current,
  renew,
  pending,
  onChoose,
}: {
  plan: PlanCatalogueEntry;
  current: boolean;
  /** The current plan has lapsed: its button renews instead of being disabled. */
  renew: boolean;
  pending: boolean;
  onChoose: (plan: PlanCatalogueEntry) => void;
}) {
  const addOn = plan.hasUpgrade ? formatPence(plan.upgradePricePence) : null;
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col text-left',
        plan.popular && 'border-primary shadow-lg',
        current && 'ring-2 ring-primary',
      )}
    >
      {plan.popular ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {BILLING_MESSAGES.mostPopular}
        </span>
      ) : null}
      <CardHeader>
        {current ? (
          <span className="w-fit rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
            {BILLING_MESSAGES.currentPlan}
          </span>
        ) : null}
        <CardTitle>{plan.name}</CardTitle>
        <p className="text-2xl font-bold text-primary">{priceLine(plan)}</p>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="h-4 w-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
        {addOn ? (
          <p className="mt-3 text-xs text-muted-foreground">
            {plan.upgradeFeatures.join(', ')}: {addOn}/month with the add-on
          </p>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={plan.popular ? 'default' : 'outline'}
          disabled={(current && !renew) || pending}
          onClick={() => onChoose(plan)}
        >
          {pending ? 'Loading...' : buttonLabel(plan, current, renew)}
        </Button>
      </CardFooter>
    </Card>
  );
}
