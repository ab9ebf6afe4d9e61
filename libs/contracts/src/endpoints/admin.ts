import type { z } from 'zod';
import type {
  adminRevenueQuerySchema,
  adminUsersQuerySchema,
  AdminSettingsData,
  AdminUsersData,
  DashboardData,
  emailLogsQuerySchema,
  EmailLogsData,
  RevenueData,
  settingsUpdateRequestSchema,
  siteStatusResponseSchema,
  SystemHealthData,
  UsageData,
  UsageTrendData,
} from '../admin.js';
import type {
  BroadcastAcceptedResponse,
  broadcastListQuerySchema,
  BroadcastRecipientCount,
  broadcastRecipientsQuerySchema,
  BroadcastProgress,
  broadcastRequestSchema,
  emailUnsubscribeRequestSchema,
} from '../broadcasts.js';
import type { PublicUser } from '../identity.js';
import { endpoint, endpointPath, input, typed } from './endpoint.js';

/** `{success: true, data}`: what the admin portal's pages read. */
export interface AdminDataResponse<Data> {
  success: true;
  data: Data;
}

/**
 * The admin portal's pages (everything under /api/admin but its sign-in, which is identity's), plus what the
 * site reads of the admin's work: site status and the broadcast unsubscribe link.
 */
export const ADMIN_ENDPOINTS = {
  profile: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/profile',
    access: 'admin',
    response: typed<{ success: true; user: PublicUser }>(),
  }),
  dashboard: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'admin',
    response: typed<AdminDataResponse<DashboardData>>(),
  }),
  users: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    query: input<z.input<typeof adminUsersQuerySchema>>(),
    response: typed<AdminDataResponse<AdminUsersData>>(),
  }),
  revenue: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/revenue',
    access: 'admin',
    query: input<z.input<typeof adminRevenueQuerySchema>>(),
    response: typed<AdminDataResponse<RevenueData>>(),
  }),
  usage: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/usage',
    access: 'admin',
    response: typed<AdminDataResponse<UsageData>>(),
  }),
  usageTrend: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/usage/daily',
    access: 'admin',
    response: typed<AdminDataResponse<UsageTrendData>>(),
  }),
  systemHealth: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/health',
    access: 'admin',
    response: typed<AdminDataResponse<SystemHealthData>>(),
  }),
  settings: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    response: typed<AdminDataResponse<AdminSettingsData>>(),
  }),
  updateSettings: endpoint({
    service: 'admin',
    method: 'PUT',
    path: '/api/admin/settings/:group',
    access: 'admin',
    // The group in the path picks the schema: settingsUpdateSchemas[group].
    request: input<z.input<typeof settingsUpdateRequestSchema>>(),
    response: typed<{ success: true; message: string; data: AdminSettingsData }>(),
  }),
  emailLogs: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/email-logs',
    access: 'admin',
    query: input<z.input<typeof emailLogsQuerySchema>>(),
    response: typed<AdminDataResponse<EmailLogsData>>(),
  }),
  sendBroadcast: endpoint({
    service: 'admin',
    method: 'POST',
    path: '/api/admin/email/broadcast',
    access: 'admin',
    request: input<z.input<typeof broadcastRequestSchema>>(),
    response: typed<BroadcastAcceptedResponse>(),
  }),
  broadcastRecipients: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/email/broadcast/recipients',
    access: 'admin',
    query: input<z.input<typeof broadcastRecipientsQuerySchema>>(),
    response: typed<AdminDataResponse<BroadcastRecipientCount>>(),
  }),
  broadcasts: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/email/broadcasts',
    access: 'admin',
    query: input<z.input<typeof broadcastListQuerySchema>>(),
    response: typed<AdminDataResponse<BroadcastProgress[]>>(),
  }),
  broadcast: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/admin/email/broadcasts/:id',
    access: 'admin',
    response: typed<AdminDataResponse<BroadcastProgress>>(),
  }),
  siteStatus: endpoint({
    service: 'admin',
    method: 'GET',
    path: '/api/site-status',
    access: 'public',
    // The same switches for everyone, read by every page.
    cacheable: true,
    response: typed<z.output<typeof siteStatusResponseSchema>>(),
  }),
  emailUnsubscribe: endpoint({
    service: 'admin',
    method: 'POST',
    path: '/api/email/unsubscribe',
    access: 'public',
    request: input<z.input<typeof emailUnsubscribeRequestSchema>>(),
    response: typed<{ success: true; message: string }>(),
  }),
} as const;

// Names that predate the catalogue, kept for their callers; the paths come from the entries above.
export const ADMIN_BROADCAST_PATHS = {
  send: ADMIN_ENDPOINTS.sendBroadcast.path,
  list: ADMIN_ENDPOINTS.broadcasts.path,
  one: (id: string) => endpointPath(ADMIN_ENDPOINTS.broadcast, { id }),
} as const;
/** The API behind the link in every broadcast email (RFC 8058 one-click posts here too). */
export const EMAIL_UNSUBSCRIBE_API = ADMIN_ENDPOINTS.emailUnsubscribe.path;
