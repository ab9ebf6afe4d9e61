import { type SettingsGroupName } from '@pac/contracts';

export type FieldKind = 'text' | 'number' | 'boolean' | 'secret';
export interface SettingsField {
  key: string;
  label: string;
  kind: FieldKind;
}

/**
 * The fields of each settings tab, in display order: exactly the keys of SETTINGS_SCHEMAS, each of which takes
 * effect somewhere (services/README.md, "Admin settings", names the place and the test that shows it).
 */
export const SETTINGS_FIELDS: Record<SettingsGroupName, SettingsField[]> = {
  general: [
    { key: 'siteName', label: 'Site Name', kind: 'text' },
    { key: 'siteDescription', label: 'Site Description', kind: 'text' },
    { key: 'maintenanceMode', label: 'Maintenance Mode', kind: 'boolean' },
    { key: 'registrationEnabled', label: 'Registration Enabled', kind: 'boolean' },
  ],
  payment: [
    { key: 'secretKey', label: 'Secret Key', kind: 'secret' },
    { key: 'webhookSecret', label: 'Webhook Secret', kind: 'secret' },
  ],
  email: [
    { key: 'smtpHost', label: 'SMTP Host', kind: 'text' },
    { key: 'smtpPort', label: 'SMTP Port', kind: 'number' },
    { key: 'smtpUsername', label: 'SMTP Username', kind: 'text' },
    { key: 'smtpPassword', label: 'SMTP Password', kind: 'secret' },
    { key: 'fromEmail', label: 'From Email', kind: 'text' },
    { key: 'fromName', label: 'From Name', kind: 'text' },
    { key: 'sendRatePerSecond', label: 'Send Rate (emails per second)', kind: 'number' },
  ],
  security: [
    { key: 'sessionTimeout', label: 'Session Timeout (hours)', kind: 'number' },
    { key: 'maxLoginAttempts', label: 'Max Login Attempts', kind: 'number' },
    { key: 'requireEmailVerification', label: 'Require Email Verification', kind: 'boolean' },
  ],
};
