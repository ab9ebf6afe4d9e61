import {
  adminRevenueQuerySchema,
  adminUsersQuerySchema,
  emailLogsQuerySchema,
  settingsUpdateRequestSchema,
} from '../admin.js';
import {
  broadcastListQuerySchema,
  broadcastRecipientsQuerySchema,
  broadcastRequestSchema,
  emailUnsubscribeRequestSchema,
} from '../broadcasts.js';
import { endpointSchemas } from './endpoint-schemas.js';
import { ADMIN_ENDPOINTS } from './admin.js';

/**
 * The schemas the admin service validates ADMIN_ENDPOINTS' bodies and queries with (its pipes, the catalogue check
 * and the fuzz tests read them here). Server side only: the entries stay zod-free for the browser.
 */
export const ADMIN_ENDPOINT_SCHEMAS = endpointSchemas(ADMIN_ENDPOINTS, {
  users: { query: adminUsersQuerySchema },
  revenue: { query: adminRevenueQuerySchema },
  updateSettings: { request: settingsUpdateRequestSchema },
  emailLogs: { query: emailLogsQuerySchema },
  sendBroadcast: { request: broadcastRequestSchema },
  broadcastRecipients: { query: broadcastRecipientsQuerySchema },
  broadcasts: { query: broadcastListQuerySchema },
  emailUnsubscribe: { request: emailUnsubscribeRequestSchema },
});

/**
 * One line per admin endpoint for people: services/README.md's tables show it. Kept here, on the server side, because
 * the browser bundles the entries and has no use for these texts.
 */
export const ADMIN_ENDPOINT_SUMMARIES = {
  usageTrend: 'Calculations and exports per day over the last 30 days',
  broadcastRecipients: 'How many users a broadcast to all or one plan would reach now',
  profile: 'The admin of this portal session',
  dashboard: 'Revenue, usage, health and recent activity at a glance',
  users: 'Users, 20 a page, by search text and plan',
  revenue: 'Revenue over 7, 30, 90 or 365 days',
  usage: 'Calculations, exports and active users',
  systemHealth: 'Database, email, Redis, queue and API checks',
  settings: 'Every settings group, secrets masked',
  updateSettings:
    'Saves one settings group (general, payment, email, security); a change to a setting of STEP_UP_SETTINGS needs a step-up proof',
  emailLogs: 'The newest email log rows and their counters',
  sendBroadcast: 'Records a broadcast and queues its fan-out',
  broadcasts: 'The newest broadcasts with their progress',
  broadcast: "One broadcast's progress",
  siteStatus: 'Site name, maintenance and registration switches every page reads',
  emailUnsubscribe: 'Stops broadcasts for the recipient of the mail the token came in (one-click too)',
} as const satisfies Record<keyof typeof ADMIN_ENDPOINTS, string>;
