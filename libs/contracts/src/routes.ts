/** Every page path of the site, and which remote owns it. */
export const ROUTES = {
  home: '/',
  courses: '/courses',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the link of a sign-up's confirmation email lands (query parameter token). */
  verifyEmail: '/verify-email',
  twoFactorVerify: '/2fa-verify',
  twoFactorSettings: '/2fa-settings',
  waitingList: '/waiting-list',
  pricing: '/pricing',
  subscribe: '/subscribe',
  contact: '/contact',
  paymentSuccess: '/payment-success',
  paymentCancel: '/payment-cancel',
  /**
   * The site's end of the calculator hand-over (a calculator on another origin): the calculator's origin sends the
   * browser here with `?challenge=`, and the page sends it back with a one-time code bound to that challenge.
   */
  calculatorHandover: '/calculator-handover',
  documentation: '/documentation',
  apiReference: '/api-reference',
  helpCenter: '/help-center',
  caseStudies: '/case-studies',
  aboutUs: '/about-us',
  careers: '/careers',
  pressKit: '/press-kit',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  gdpr: '/gdpr',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  emailUnsubscribe: '/email/unsubscribe',
  adminLogin: '/admin/login',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminRevenue: '/admin/revenue',
  adminUsage: '/admin/usage',
  adminHealth: '/admin/health',
  adminEmails: '/admin/emails',
  adminSettings: '/admin/settings',
  // The deal calculator: open to visitors, who may try it before paying; saved deals need a session; shares are public.
  calculator: '/calculator',
  deals: '/deals',
  dealsCompare: '/deals/compare',
  deal: '/deals/:id',
  sharedDeal: '/shared/:token',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Module-federation names of the five remotes; the runtime manifest maps each to its remoteEntry URL. */
export const REMOTES = ['mfe_marketing', 'mfe_course', 'mfe_account', 'mfe_admin', 'mfe_calculator'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Which remote renders each top-level path. `/admin/*` belongs to mfe_admin as a whole. */
export const ROUTE_OWNERS: Record<RemoteName, readonly string[]> = {
  mfe_marketing: [
    ROUTES.home,
    ROUTES.pricing,
    ROUTES.contact,
    ROUTES.documentation,
    ROUTES.apiReference,
    ROUTES.helpCenter,
    ROUTES.caseStudies,
    ROUTES.aboutUs,
    ROUTES.careers,
    ROUTES.pressKit,
    ROUTES.privacyPolicy,
    ROUTES.termsOfService,
    ROUTES.cookiePolicy,
    ROUTES.gdpr,
    ROUTES.newsletterUnsubscribe,
    ROUTES.emailUnsubscribe,
  ],
  mfe_course: [ROUTES.courses],
  mfe_account: [
    ROUTES.login,
    ROUTES.register,
    ROUTES.forgotPassword,
    ROUTES.resetPassword,
    ROUTES.verifyEmail,
    ROUTES.twoFactorVerify,
    ROUTES.twoFactorSettings,
    ROUTES.waitingList,
    ROUTES.subscribe,
    ROUTES.paymentSuccess,
    ROUTES.paymentCancel,
    ROUTES.calculatorHandover,
  ],
  mfe_admin: [`${ROUTES.admin}/*`],
  // `/deals/compare` before `/deals/:id`, so the compare page is never read as a deal id.
  mfe_calculator: [ROUTES.calculator, ROUTES.deals, ROUTES.dealsCompare, ROUTES.deal, ROUTES.sharedDeal],
};

/** A saved deal's page, e.g. `/deals/0b5…`. */
export const dealPath = (id: string) => ROUTES.deal.replace(':id', encodeURIComponent(id));

/** The runtime manifest the shell fetches from `/mfe-manifest.json`: remote name → remoteEntry URL. */
export type RemoteManifest = Record<RemoteName, string>;
export const MANIFEST_PATH = '/mfe-manifest.json';
