/** Each page's tab title and meta description (usePageMeta); a saved or shared deal's title is its name. */
export const CALCULATOR_PAGE_META = {
  analyser: {
    title: 'Deal analyser',
    description:
      'Five steps, every field with a sensible default: the results update as you type. Figures are estimates, pre-tax, and not financial or tax advice.',
  },
  deals: { title: 'Saved deals', description: 'Your saved deal analyses: search, sort and compare them.' },
  compare: { title: 'Compare deals', description: 'Your saved deals side by side.' },
  savedDeal: { description: 'A saved deal analysis, open in the analyser.' },
  /** A saved deal's page for a visitor: its heading is the tab title. */
  signInNeeded: { title: 'Sign in to open this deal' },
  sharedDeal: { description: 'A deal analysis shared with you: its assumptions and results.' },
  /** A shared link whose deal is gone: its heading is the tab title. */
  sharedDealNotFound: { title: 'Shared deal not found' },
} as const;
