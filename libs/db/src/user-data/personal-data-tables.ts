/**
 * Every table that holds rows about one person, and what "download my data" does with it (issue 34). A table that
 * refers to a user (a foreign key to users, or to a table that has one) or holds an email that is not listed here
 * fails the coverage test (user-data.test.ts), so the export cannot fall behind the schema silently.
 */
export const PERSONAL_DATA_TABLES = {
  users: { exported: true, how: 'the account: name, email, plan and its dates (never the password hash)' },
  subscriptions: { exported: true, how: 'every subscription, with its plan, status and period' },
  payments: { exported: true, how: 'amount, currency, plan, status and dates (no card data is held)' },
  deals: { exported: true, how: 'every saved deal with its inputs and headline figures' },
  deal_shares: { exported: true, how: "each deal's share links: when made and revoked (never the token)" },
  deal_templates: { exported: true, how: 'every template with its assumptions' },
  api_keys: { exported: true, how: 'name, prefix and dates (never the secret)' },
  sessions: { exported: true, how: 'sign-ins: when, from which address and browser, until when' },
  login_attempts: { exported: true, how: 'every sign-in attempt with its address, browser and outcome' },
  usage_events: { exported: true, how: 'each calculation and export counted against the allowance' },
  email_logs: { exported: true, how: 'the mails sent: subject, date and status (never their links)' },
  newsletter_subscribers: { exported: true, how: 'whether and since when the email is subscribed' },
  contact_enquiries: { exported: true, how: 'every enquiry sent with this email' },
  course_signups: { exported: true, how: 'the free-course sign-up made with this email' },
  audit_events: { exported: true, how: 'what this person did in the admin portal' },
  broadcasts: { exported: false, how: "mails an admin wrote to many users, marked with the admin's id" },
  settings: { exported: false, how: "the platform's settings, marked with the admin who last changed one" },
  user_search: { exported: false, how: "a copy of the account's name and email for the admin search" },
  two_factor_challenges: { exported: false, how: 'sign-in codes, hashed and expired within minutes' },
  password_reset_tokens: { exported: false, how: 'reset links, hashed and single-use' },
  email_verification_tokens: { exported: false, how: 'verification links, hashed and single-use' },
} as const satisfies Record<string, { exported: boolean; how: string }>;

export type PersonalDataTable = keyof typeof PERSONAL_DATA_TABLES;
