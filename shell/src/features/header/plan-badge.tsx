import { cn } from '@pac/ui';

export type PlanTone = 'gold' | 'blue' | 'grey';

/** Plan badge colours: professional/premium gold, starter blue, every other plan grey. */
export function planTone(plan: string | undefined): PlanTone {
  const value = (plan ?? '').toLowerCase();
  if (value === 'professional' || value === 'premium') return 'gold';
  if (value === 'starter') return 'blue';
  return 'grey';
}

const toneClasses: Record<PlanTone, string> = {
  gold: 'bg-plan-gold-soft text-plan-gold border-plan-gold/40',
  blue: 'bg-plan-blue-soft text-plan-blue border-plan-blue/40',
  grey: 'bg-plan-grey-soft text-plan-grey border-plan-grey/30',
};

export function PlanBadge({ plan }: { plan: string | undefined }) {
  const tone = planTone(plan);
  return (
    <span
      data-testid="plan-badge"
      data-tone={tone}
      className={cn(
        'inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold capitalize',
        toneClasses[tone],
      )}
    >
      {plan || 'free'}
    </span>
  );
}
