import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES, WAITING_LIST_ACCESS_MINUTES, WAITING_LIST_TEXTS, planDisplayName } from '@pac/contracts';
import { usePageMeta, useSession } from '@pac/session';
import { buttonVariants } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { ACCOUNT_PAGE_META } from '../../texts.js';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The waiting list, for plans not open yet; expected access 7200 minutes (5 days) from joining. */
export function WaitingListPage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.waitingList]);
  const { user } = useSession();
  const [params] = useSearchParams();
  const plan = params.get('plan') ?? user?.plan ?? 'free';
  const [expectedAccess] = useState(() => new Date(Date.now() + WAITING_LIST_ACCESS_MINUTES * 60_000));
  return (
    <AccountCard
      title={WAITING_LIST_TEXTS.title}
      description={user ? `Thank you, ${user.full_name}.` : undefined}
    >
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="font-semibold">{planDisplayName(plan)}</dd>
        <dt className="text-muted-foreground">{WAITING_LIST_TEXTS.expectedAccess}</dt>
        <dd className="font-semibold" data-testid="expected-access" data-iso={expectedAccess.toISOString()}>
          {dateFormat.format(expectedAccess)}
        </dd>
      </dl>
      <p className="text-center text-sm text-muted-foreground">{WAITING_LIST_TEXTS.emailUpdates}</p>
      <div className="text-sm">
        <h2 className="font-semibold">{WAITING_LIST_TEXTS.workInProgressTitle}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          {WAITING_LIST_TEXTS.workInProgress.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="flex justify-center gap-3">
        <Link to={ROUTES.contact} className={buttonVariants({ variant: 'outline' })}>
          {WAITING_LIST_TEXTS.contactSupport}
        </Link>
        <Link to={ROUTES.home} className={buttonVariants()}>
          {WAITING_LIST_TEXTS.backToHome}
        </Link>
      </div>
    </AccountCard>
  );
}
