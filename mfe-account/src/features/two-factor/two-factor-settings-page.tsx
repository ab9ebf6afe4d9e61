import { ShieldCheck } from 'lucide-react';
import { IDENTITY_MESSAGES, ROUTES } from '@pac/contracts';
import { usePageMeta } from '@pac/session';
import { Spinner } from '@pac/ui';
import { AccountCard } from '../../components/account-card.js';
import { FormError } from '../../components/form-error.js';
import { useTwoFactorSettings } from './two-factor-settings-api.js';
import { ACCOUNT_PAGE_META, ACCOUNT_TEXTS } from '../../texts.js';

/** GET /api/2fa/settings (cookie and bearer) on open; email 2FA is always on, so the page only informs. */
export function TwoFactorSettingsPage() {
  usePageMeta(ACCOUNT_PAGE_META[ROUTES.twoFactorSettings]);
  const settings = useTwoFactorSettings();

  return (
    <AccountCard
      title={ACCOUNT_PAGE_META[ROUTES.twoFactorSettings].title}
      description="Two-factor authentication"
    >
      {settings.isPending ? (
        <div className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          <span>Loading security settings...</span>
        </div>
      ) : null}
      {settings.isError ? <FormError>{`Error: ${IDENTITY_MESSAGES.settingsLoadFailed}`}</FormError> : null}
      {settings.isSuccess ? (
        <div className="flex gap-3 rounded-md border border-success/40 bg-success/10 p-3 text-sm">
          <ShieldCheck className="h-5 w-5 shrink-0 text-success" aria-hidden="true" />
          <div>
            <p className="font-semibold">Email verification is on</p>
            <p>{ACCOUNT_TEXTS.twoFactorMandatory}</p>
          </div>
        </div>
      ) : null}
    </AccountCard>
  );
}
