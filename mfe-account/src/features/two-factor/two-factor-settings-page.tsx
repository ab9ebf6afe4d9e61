import { AccountCard } from '../../components/account-card.js';

export function TwoFactorSettingsPage() {
  return (
    <AccountCard title="Security Settings" description="Two-factor authentication">
      <p className="text-sm text-muted-foreground">Email two-factor authentication is mandatory for all users and cannot be disabled.</p>
    </AccountCard>
  );
}
