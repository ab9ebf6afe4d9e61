import {
  adminRevenueQuerySchema,
  adminUsersQuerySchema,
  emailLogsQuerySchema,
  settingsUpdateRequestSchema,
  usageEventRequestSchema,
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
  usageEvent: { request: usageEventRequestSchema },
  emailUnsubscribe: { request: emailUnsubscribeRequestSchema },
});
