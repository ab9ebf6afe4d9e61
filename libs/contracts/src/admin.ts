import { z } from 'zod';
import { PLAN_STATUSES, USER_PLANS, type PlanStatus, type UserPlan } from './plans.js';
import { twoFactorCodeSchema, type PublicUser } from './identity.js';

// The texts the site's chrome shows live apart from the schemas below, so a page that needs only a text does not
// ship Zod (see admin-texts.ts).
export * from './admin-texts.js';

/**
 * The admin portal's shared truths: its texts, API shapes, page sizes and timers, and the settings schema with its
 * defaults. The portal screens and the admin service both import them.
 */

/** Page sizes, list lengths, revenue periods and polling intervals of the admin portal. */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const RECENT_ACTIVITY_LIMIT = 10;
export const REVENUE_PERIODS = [7, 30, 90, 365] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
export const DEFAULT_REVENUE_PERIOD: RevenuePeriod = 30;
export const ACTIVE_USER_DAYS = 30;
export const HEALTH_POLL_MS = 30_000;
export const LOW_ENGAGEMENT_THRESHOLD = 2;

/** The plan_status badge: any unknown status is shown as inactive. */
export const badgePlanStatus = (status: string | null | undefined): PlanStatus =>
  (PLAN_STATUSES as readonly string[]).includes(status ?? '') ? (status as PlanStatus) : 'inactive';

/** Export rate: exports divided by calculations, as a percent (0 with no calculations). */
export const exportRatePercent = (exports: number, calculations: number): number =>
  calculations > 0 ? Math.round((exports / calculations) * 1000) / 10 : 0;

/** Percent change against the previous period; null when the previous period had nothing to compare with. */
export const percentChange = (current: number, previous: number): number | null =>
  previous === 0 ? (current === 0 ? 0 : null) : Math.round(((current - previous) / previous) * 1000) / 10;

// ───────────── sign-in ─────────────
/**
 * Admin portal sessions (identity's sign-in engine, admin portal): at most this long (or the sessionTimeout setting
 * if shorter), and over once no request came for ADMIN_SESSION_IDLE_MINUTES.
 */
export const ADMIN_SESSION_MAX_HOURS = 8;
export const ADMIN_SESSION_IDLE_MINUTES = 30;
// Admin sign-in and step-up paths: ADMIN_SIGN_IN_PATHS, ADMIN_STEP_UP_PATHS (endpoints/identity.ts).
/** The proof lasts this long; it is good only for the admin session that asked for it. */
export const ADMIN_STEP_UP_PROOF_MINUTES = 5;
/** HttpOnly cookie of the proof, sent only with settings requests (`__Secure-` in front of it on https). */
export const ADMIN_STEP_UP_COOKIE = 'pac_admin_step_up';
export const ADMIN_STEP_UP_COOKIE_PATH = '/api/admin/settings';
/** Machine code of a settings change refused for want of a proof (403). */
export const STEP_UP_REQUIRED_CODE = 'STEP_UP_REQUIRED';
/**
 * The one list of settings whose change needs a proof: every security setting (how long sessions last, how many
 * wrong passwords lock an address, whether sign-in needs a confirmed email), the payment provider's keys, and where
 * mail goes and with which credentials (SMTP host, port, username, password). A stolen admin session alone can
 * change none of them. The admin service enforces it and its tests walk it, so a new entry is covered by both.
 */
export const STEP_UP_SETTINGS = {
  general: [],
  payment: ['secretKey', 'webhookSecret'],
  email: ['smtpHost', 'smtpPort', 'smtpUsername', 'smtpPassword'],
  security: ['sessionTimeout', 'maxLoginAttempts', 'requireEmailVerification'],
} as const satisfies { [G in SettingsGroupName]: readonly (keyof (typeof SETTINGS_SCHEMAS)[G]['shape'])[] };
/** Whether changing `key` of `group` needs a step-up proof (STEP_UP_SETTINGS). */
export const needsStepUp = (group: SettingsGroupName, key: string): boolean =>
  (STEP_UP_SETTINGS[group] as readonly string[]).includes(key);
/** What the services answer about a step-up (the dialog's own texts are in mfe-admin's texts.ts). */
export const STEP_UP_TEXTS = {
  required:
    'Changing security, payment or mail server settings needs a fresh verification code sent to your email.',
  codeSent: 'We emailed you a 6-digit code.',
  exhausted: 'Too many incorrect codes. Please request a new code.',
} as const;
export const adminStepUpVerifySchema = z.object({ code: twoFactorCodeSchema });
export interface AdminStepUpResponse {
  success: true;
  /** When the proof ends (ISO); the proof itself is in the HttpOnly cookie. */
  expires_at: string;
  /** Only for API clients sending SESSION_TOKEN_REQUEST_HEADER: the proof, to send as `X-Step-Up`. */
  proof?: string;
}
export interface AdminSignInResponse {
  success: true;
  user: PublicUser;
  /** Only for API clients that send SESSION_TOKEN_REQUEST_HEADER: the portal holds its session in the cookie. */
  token?: string;
}

// ───────────── dashboard ─────────────
export interface KpiFigure {
  value: number;
  previous: number;
  /** Percent change against the previous period; null when the previous period was zero. */
  change_percent: number | null;
}
export type HealthState = 'healthy' | 'warning' | 'unhealthy';
export interface DashboardData {
  revenue: {
    /** Pounds. */
    monthly_total: number;
    total_revenue: number;
    active_subscriptions: number;
    total_users: number;
    new_users_this_month: number;
    arpu: number;
  };
  usage: { total_calculations: number; total_exports: number; active_users: number };
  kpis: {
    monthly_revenue: KpiFigure;
    active_subscriptions: KpiFigure;
    total_calculations: KpiFigure;
    total_exports: KpiFigure;
  };
  system_health: { database: HealthState; email: HealthState; uptime: number };
  recent_activity: { kind: string; description: string; timestamp: string }[];
}

// ───────────── users ─────────────
export const adminUsersQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(ADMIN_USERS_PAGE_SIZE),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional().default(''),
  plan: z
    .union([z.literal(''), z.literal('all'), z.enum(USER_PLANS)], { error: 'Unknown plan' })
    .optional()
    .default(''),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export interface AdminUserRow {
  id: string;
  full_name: string;
  email: string;
  plan: UserPlan;
  plan_status: PlanStatus;
  role: 'user' | 'admin';
  created_at: string;
  subscription: {
    provider_subscription_id: string;
    status: string;
    current_period_end: string | null;
  } | null;
}
export interface AdminUsersMeta {
  page: number;
  total: number;
  total_pages: number;
  limit: number;
  has_prev: boolean;
  has_next: boolean;
  /** True when `total` is the planner's estimate (unfiltered lists of very many users). */
  total_is_estimate: boolean;
}
export interface AdminUsersData {
  users: AdminUserRow[];
  meta: AdminUsersMeta;
}

// ───────────── revenue ─────────────
export const adminRevenueQuerySchema = z.object({
  period: z.coerce
    .number({ error: 'Period must be 7, 30, 90 or 365 days' })
    .refine((value) => (REVENUE_PERIODS as readonly number[]).includes(value), {
      message: 'Period must be 7, 30, 90 or 365 days',
    })
    .default(DEFAULT_REVENUE_PERIOD),
});
export interface RevenueData {
  overview: { total_revenue: number; average_payment: number; payment_count: number };
  period_days: number;
  plan_revenue: { plan: string; count: number; amount: number }[];
  /** One entry per day of the period, oldest first, zero where nothing was paid. Dates are YYYY-MM-DD (UTC). */
  daily_revenue: { date: string; amount: number }[];
}

// ───────────── usage ─────────────
// Usage events are written only by the services that do the work (analysis: a saved analysis, a report download);
// the admin service reads them. A plan's allowance is analysis's: GET /api/analysis/allowance.
export interface UsageData {
  overview: { total_calculations: number; total_exports: number; active_users: number };
  export_rate: number;
  calculations_per_active_user: number;
  low_engagement: boolean;
  insights: string[];
  recommendations: string[];
}

/** Calculations and exports per UTC day over the last USAGE_TREND_DAYS days, oldest first, every day present. */
export const USAGE_TREND_DAYS = ACTIVE_USER_DAYS;
export interface UsageTrendData {
  period_days: number;
  /** Dates are YYYY-MM-DD (UTC); zero where nothing was recorded. */
  daily_usage: { date: string; calculations: number; exports: number }[];
}

// ───────────── health ─────────────
export interface HealthCheck {
  status: HealthState;
  description: string;
  last_checked: string;
  latency_ms: number;
}
export interface SystemHealthData {
  status: HealthState;
  checked_at: string;
  uptime: number;
  checks: {
    database: HealthCheck;
    email: HealthCheck;
    redis: HealthCheck;
    queue: HealthCheck;
    api: HealthCheck;
  };
}
/** The overall system health: healthy if every check is healthy, unhealthy if any is, otherwise warning. */
export const overallHealth = (states: readonly string[]): HealthState =>
  states.every((s) => s === 'healthy') ? 'healthy' : states.includes('unhealthy') ? 'unhealthy' : 'warning';

// ───────────── email logs ─────────────
export interface EmailLogEntry {
  id: string;
  recipient: string;
  subject: string;
  status: 'sent' | 'failed' | 'pending';
  sent_at: string | null;
  error_message: string | null;
}
/** GET /api/admin/email-logs?limit: how many of the newest rows. */
export const emailLogsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('Limit must be between 1 and 200')
    .min(1, 'Limit must be between 1 and 200')
    .max(200, 'Limit must be between 1 and 200')
    .default(50),
});
export interface EmailLogsData {
  counters: { total: number; sent: number; failed: number; pending: number };
  logs: EmailLogEntry[];
}

// ───────────── settings ─────────────
export const SETTINGS_GROUPS = ['general', 'payment', 'email', 'security'] as const;
export type SettingsGroupName = (typeof SETTINGS_GROUPS)[number];

const text = (max = 500) => z.string().trim().max(max, `Must be at most ${max} characters`);
const secret = z.string().max(500, 'Must be at most 500 characters');
/** Each group's fields. Every field is optional in an update; secrets left blank stay unchanged. */
export const SETTINGS_SCHEMAS = {
  general: z.object({
    siteName: text(120).min(1, 'Site name is required'),
    siteDescription: text(500),
    maintenanceMode: z.boolean(),
    registrationEnabled: z.boolean(),
  }),
  /**
   * The provider's keys only. Checkout is hosted by the provider, so no publishable key is used anywhere, and the
   * mode (test or live) is the secret key's own (`sk_test_…`/`sk_live_…`): neither is a setting.
   */
  payment: z.object({
    secretKey: secret,
    webhookSecret: secret,
  }),
  email: z.object({
    smtpHost: text(253),
    smtpPort: z.coerce.number().int().min(1, 'Port must be 1-65535').max(65535, 'Port must be 1-65535'),
    smtpUsername: text(200),
    smtpPassword: secret,
    fromEmail: z.union([z.literal(''), z.email('From email must be a valid email')]),
    fromName: text(120),
    /** The BullMQ limiter of the email queue: at most this many messages leave per second, across workers. */
    sendRatePerSecond: z.coerce
      .number()
      .int('Send rate must be a whole number')
      .min(1, 'Send rate must be 1-10000 emails per second')
      .max(10_000, 'Send rate must be 1-10000 emails per second'),
  }),
  security: z.object({
    sessionTimeout: z.coerce
      .number()
      .int()
      .min(1, 'Session timeout must be 1-8760 hours')
      .max(8760, 'Session timeout must be 1-8760 hours'),
    maxLoginAttempts: z.coerce
      .number()
      .int()
      .min(1, 'Max login attempts must be 1-100')
      .max(100, 'Max login attempts must be 1-100'),
    requireEmailVerification: z.boolean(),
  }),
} as const;
export const settingsUpdateSchemas = {
  general: SETTINGS_SCHEMAS.general.partial().strict(),
  payment: SETTINGS_SCHEMAS.payment.partial().strict(),
  email: SETTINGS_SCHEMAS.email.partial().strict(),
  security: SETTINGS_SCHEMAS.security.partial().strict(),
} as const;
/** Any group's update: the group in the path picks which one the service applies (settingsUpdateSchemas[group]). */
export const settingsUpdateRequestSchema = z.union([
  settingsUpdateSchemas.general,
  settingsUpdateSchemas.payment,
  settingsUpdateSchemas.email,
  settingsUpdateSchemas.security,
]);
export const SECRET_SETTINGS: Record<SettingsGroupName, readonly string[]> = {
  general: [],
  payment: ['secretKey', 'webhookSecret'],
  email: ['smtpPassword'],
  security: [],
};
/** How a stored secret is shown: never in full, only whether it is set and its last four characters. */
export interface MaskedSecret {
  configured: boolean;
  last4: string;
}
export const maskSecret = (value: string): MaskedSecret => ({
  configured: value.length > 0,
  last4: value.length >= 12 ? value.slice(-4) : '',
});
export type SettingsValues = Record<string, string | number | boolean | MaskedSecret>;
export type AdminSettingsData = Record<SettingsGroupName, SettingsValues>;

// ───────────── public site status ─────────────
/** `GET /api/site-status`: what the public site shows of the admin's General settings. */
export const siteStatusSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  maintenanceMode: z.boolean(),
  registrationEnabled: z.boolean(),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;
export const siteStatusResponseSchema = siteStatusSchema.extend({ success: z.literal(true) });
