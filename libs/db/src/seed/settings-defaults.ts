import type { SettingsGroup } from '../generated/prisma/client.js';

/**
 * Defaults of the admin settings, seeded so every tab shows a value from the start. Secrets (payment secretKey
 * and webhookSecret, smtpPassword) are not seeded: absent means "not configured", and the admin service stores
 * them encrypted.
 */
export const SETTINGS_DEFAULTS: Record<SettingsGroup, Record<string, string | number | boolean>> = {
  general: {
    siteName: 'Property Analysis Calculator',
    siteDescription:
      'Analyse serviced-accommodation and short-term-rental deals: seasonal rates, occupancy, costs, forecasts and ROI in minutes.',
    maintenanceMode: false,
    registrationEnabled: true,
  },
  // Only secrets (not seeded): the publishable key and test mode had no effect and were removed.
  payment: {},
  email: {
    smtpHost: '',
    smtpPort: 587,
    smtpUsername: '',
    fromEmail: '',
    fromName: 'Property Analysis Calculator',
    sendRatePerSecond: 50,
  },
  security: {
    sessionTimeout: 72,
    maxLoginAttempts: 5,
    requireEmailVerification: false,
  },
};

export const SECRET_SETTING_KEYS: Record<SettingsGroup, readonly string[]> = {
  general: [],
  payment: ['secretKey', 'webhookSecret'],
  email: ['smtpPassword'],
  security: [],
};
