/** The footer's newsletter form: its own texts (the validation and result messages are contracts'). */
export const NEWSLETTER_FORM_TEXTS = {
  networkFailure: 'Failed to subscribe. Please try again later.',
  /** How long the form's message stays before it clears itself. */
  messageMs: 5_000,
} as const;

/** The 404's tab title (the site's description stays). */
export const NOT_FOUND_META = { title: 'Page not found' } as const;
