import { useState } from 'react';
import { planDisplayName, type SubscriptionSummary } from '@pac/contracts';
import { Button, Modal } from '@pac/ui';
import { useCancelSubscriptionMutation } from './cancel-subscription-api.js';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const dateOf = (iso: string | null) =>
  iso ? dateFormat.format(new Date(iso)) : 'the end of the billing period';

/** Cancel anytime: the paid plan runs until the period it was paid for ends. */
export function CancelSubscription({ subscription }: { subscription: SubscriptionSummary }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelSubscriptionMutation();
  const name = planDisplayName(subscription.plan);
  const until = dateOf(subscription.current_period_end);

  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return null;
  if (subscription.cancel_at_period_end) {
    return (
      <p role="status" className="mt-8 text-sm text-muted-foreground">
        Your {name} subscription is cancelled and stays active until {until}.
      </p>
    );
  }
  const confirm = async () => {
    setError(null);
    const outcome = await cancel.mutateAsync();
    if (!outcome.ok) return setError(outcome.message);
    setOpen(false);
  };
  return (
    <div className="mt-8 text-sm text-muted-foreground">
      <p>
        Your {name} subscription renews on {until}.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => setOpen(true)}>
          Cancel subscription
        </Button>
      </p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel your subscription?"
        description={`You keep ${name} until ${until}. No further payments are taken.`}
      >
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep subscription
          </Button>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => void confirm()}>
            Cancel at period end
          </Button>
        </div>
      </Modal>
    </div>
  );
}
