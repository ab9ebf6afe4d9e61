import { usePageMeta } from '@pac/session';
import { PricingPlans } from '../../components/pricing/pricing-plans.js';

/** The heading and intro, also the tab title and meta description. */
const META = {
  title: 'Plans and Pricing',
  description: 'From a free trial on your first deal to unlimited analyses for your whole team.',
};

export function PricingPage() {
  usePageMeta(META);
  return (
    <article>
      <header className="bg-primary py-14 text-primary-foreground">
        <div className="mx-auto max-w-4xl px-4 text-center">
          <h1 className="text-3xl font-bold md:text-4xl">{META.title}</h1>
          <p className="mt-3 text-lg text-primary-foreground/90">{META.description}</p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <PricingPlans headingLevel={2} />
      </div>
    </article>
  );
}
