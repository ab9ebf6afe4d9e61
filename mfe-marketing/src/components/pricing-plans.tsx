import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { Card, CardContent, CardFooter, CardHeader, CardTitle, buttonVariants, cn } from '@pac/ui';

/**
 * The four marketing plans of spec section 9. Checkout buttons (login, selectedPlan, checkout session) arrive with
 * the billing issue; for now every card leads to the page that starts that journey.
 */
const PLANS = [
  { id: 'free', name: 'Free', price: '£0', period: 'for 7 days', summary: '5 free calculations and exports to try the calculator.', to: ROUTES.register, cta: 'Start Free' },
  { id: 'starter', name: 'Starter Analysis', price: '£25', period: '/month', summary: 'Up to 25 analyses per month. £65 with the weekly live-call add-on.', to: `${ROUTES.login}?plan=starter`, cta: 'Choose Starter' },
  { id: 'professional', name: 'Professional Analysis', price: '£50', period: '/month', summary: 'Up to 50 analyses per month. £65 with the weekly live-call add-on.', to: `${ROUTES.login}?plan=professional`, cta: 'Choose Professional' },
  { id: 'executive', name: 'Executive Analysis', price: 'Custom', period: '', summary: 'Unlimited analyses, multiple users, white label and API, dedicated account manager.', to: ROUTES.contact, cta: 'Contact Sales', popular: true },
] as const;

export function PricingPlans() {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {PLANS.map((plan) => (
        <Card key={plan.id} className={cn('flex flex-col', 'popular' in plan && 'border-2 border-accent')}>
          <CardHeader>
            {'popular' in plan ? <span className="w-fit rounded-full bg-accent px-3 py-0.5 text-xs font-semibold text-accent-foreground">Most Popular</span> : null}
            <CardTitle>{plan.name}</CardTitle>
            <p>
              <span className="text-3xl font-bold text-primary">{plan.price}</span> <span className="text-muted-foreground">{plan.period}</span>
            </p>
          </CardHeader>
          <CardContent className="flex-1 text-sm text-muted-foreground">{plan.summary}</CardContent>
          <CardFooter>
            <Link to={plan.to} className={buttonVariants({ variant: 'popular' in plan ? 'default' : 'outline', className: 'w-full' })}>
              {plan.cta}
            </Link>
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
