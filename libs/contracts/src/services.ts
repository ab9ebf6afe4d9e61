/**
 * Which backend service answers which `/api/*` prefix. The gateway (and nginx in production) route by this
 * table, so the public `/api/...` paths stay exactly as clients already call them.
 */
export const SERVICES = ['identity', 'billing', 'content', 'admin', 'analysis'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const SERVICE_PREFIXES: Record<ServiceName, readonly string[]> = {
  identity: [
    '/api/register',
    '/api/login',
    '/api/logout',
    '/api/2fa',
    '/api/auth',
    '/api/user',
    '/api/forgot-password',
    '/api/reset-password',
    // The admin portal's sign-in is identity's engine (ADMIN_SIGN_IN_PATHS): these win over admin's /api/admin,
    // as the longer prefix (gateway, Ingress) and as the earlier rule (nginx).
    '/api/admin/login',
    '/api/admin/2fa',
    '/api/admin/logout',
    '/api/admin/step-up',
    '/api/verify-email',
  ],
  billing: ['/api/payment', '/api/webhooks', '/api/billing', '/api/plans'],
  content: ['/api/course', '/api/course-signup', '/api/newsletter', '/api/contact', '/api/workbook'],
  // /api/site-status: public. Usage events have no route: the services that do the work write them.
  admin: ['/api/admin', '/api/site-status', '/api/email'],
  // The deal calculator: stateless calculate, allowance, saved deals, share links, Executive API keys.
  analysis: ['/api/analysis', '/api/deals', '/api/deal-templates', '/api/shared', '/api/api-keys'],
};

/** Default local ports; every one can be overridden from the environment. */
export const DEFAULT_PORTS = {
  gateway: 8082,
  identity: 3101,
  billing: 3102,
  content: 3103,
  admin: 3104,
  emailWorker: 3105,
  analysis: 3106,
  paymentStandIn: 12111,
  shell: 5173,
  mfe_marketing: 5174,
  mfe_course: 5175,
  mfe_account: 5176,
  mfe_admin: 5177,
  mfe_calculator: 5178,
  smtp: 1025,
  mailInbox: 1080,
} as const;

/**
 * Health endpoints. Each service answers `/health/live` and `/health/ready` on its own port; through the gateway
 * they are `/api/health/<service>/live|ready`, and `/api/health` aggregates every service's readiness.
 */
export const HEALTH_PATHS = { live: '/health/live', ready: '/health/ready' } as const;
export const gatewayHealthPath = (service: ServiceName, kind: keyof typeof HEALTH_PATHS = 'ready') =>
  `/api/health/${service}/${kind}`;

/** OpenAPI: each service serves `/docs` (UI) and `/docs-json`; the gateway exposes them as `/api/docs/<service>`. */
export const gatewayDocsPath = (service: ServiceName) => `/api/docs/${service}`;
