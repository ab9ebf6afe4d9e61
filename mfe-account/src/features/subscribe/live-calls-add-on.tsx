import {
  BILLING_MESSAGES,
  LIVE_CALLS_ADD_ON,
  addOnPricePence,
  addOnRefusal,
  formatPence,
  planDisplayName,
  type PlanStatus,
  type UserPlan,
} from '@pac/contracts';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@pac/ui';
import { ACCOUNT_TEXTS } from '../../texts.js';

/** The signed-in account as the add-on needs it; null when signed out. */
export interface AddOnAccount {
  plan: UserPlan;
  planStatus: PlanStatus;
  ownsLiveCalls: boolean;
}

/**
 * The live-calls add-on under the plans: its monthly price with the user's plan, Add when it may be bought, Owned
 * once it is, and otherwise why not (the same rule billing applies, addOnRefusal).
 */
export function LiveCallsAddOn({
  account,
  pending,
  onBuy,
}: {
  account: AddOnAccount | null;
  pending: boolean;
  onBuy: () => void;
}) {
  // The user's plan with the add-on; Starter's when signed out or on a plan without one (£65 for both).
  const price = formatPence(addOnPricePence(account?.plan ?? 'starter') ?? addOnPricePence('starter'));
  const refusal = account ? addOnRefusal(account) : null;
  const owned = refusal === 'alreadyOwned';
  return (
    <Card data-testid={`add-on-${LIVE_CALLS_ADD_ON.id}`} className="mx-auto mt-10 max-w-xl text-left">
      <CardHeader>
        {owned ? (
          <span className="w-fit rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            {ACCOUNT_TEXTS.addOnOwned}
          </span>
        ) : null}
        <CardTitle>{ACCOUNT_TEXTS.addOnTitle}</CardTitle>
        <p className="text-2xl font-bold text-primary">{ACCOUNT_TEXTS.addOnPrice(price ?? '')}</p>
        <CardDescription>{LIVE_CALLS_ADD_ON.description}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        {owned && account ? (
          <>
            <p role="status">{ACCOUNT_TEXTS.addOnActive(planDisplayName(account.plan))}</p>
            <p className="mt-2">{ACCOUNT_TEXTS.addOnStays}</p>
          </>
        ) : refusal ? (
          <p>{BILLING_MESSAGES.addOnRefusals[refusal]}</p>
        ) : (
          <p>{ACCOUNT_TEXTS.addOnHow}</p>
        )}
      </CardContent>
      {owned ? null : (
        <CardFooter>
          <Button className="w-full" disabled={refusal !== null || pending} onClick={onBuy}>
            {pending ? 'Loading...' : ACCOUNT_TEXTS.addOnBuy}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
