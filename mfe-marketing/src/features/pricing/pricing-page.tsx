import { PricingPlans } from '../../components/pricing-plans.js';
import { StaticPage } from '../../components/static-page.js';

export function PricingPage() {
  return (
    <StaticPage title="Simple, Transparent Pricing" intro="Prices in GBP, billed monthly. No setup fees, cancel anytime.">
      <div className="-mx-4 md:-mx-24">
        <PricingPlans />
      </div>
    </StaticPage>
  );
}
