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
  /** A shared link whose deal holds values the input bounds now refuse (422): its heading is the tab title. */
  sharedDealOutOfBounds: { title: "This shared deal can't be shown" },
} as const;

/**
 * A saved deal whose stored input the input bounds now refuse (422 DEAL_INPUT_OUT_OF_BOUNDS), open for its owner to
 * correct; the service's own words (DEALS_API_MESSAGES.storedInputOutOfBounds) come first.
 */
export const DEAL_TO_CORRECT_TEXTS = {
  heading: 'This deal needs correcting',
  why: "It was saved before the calculator set limits on what each figure can be. Nothing in it has been changed or lost: the fields marked in the steps below (and listed with the results) say what to correct. Save changes once they're fixed.",
  actionsHeldBack: 'Share links, downloads and copies are available again once the corrected deal is saved.',
  /** On /deals/compare, where such a deal has no figures to compare. */
  notComparable: (name: string) =>
    `"${name}" can't be compared yet: it was saved with values the calculator no longer accepts.`,
  openToCorrect: 'Open it to correct them',
  /** Renaming in the deals list (a name alone is refused until the input is corrected). */
  renameAfterCorrecting:
    'This deal was saved with values the calculator no longer accepts. Open it to correct them; you can rename it there.',
} as const;

/** Leaving a saved deal with edits not yet saved (a link, the header, closing the tab). */
export const UNSAVED_CHANGES_TEXTS = {
  title: 'Save your changes first?',
  description: 'This deal has changes that are not saved. If you leave now they are lost.',
  save: 'Save and leave',
  discard: 'Discard changes',
  stay: 'Stay on this deal',
} as const;

/** Templates: a deal's assumptions saved under a name, to start new analyses from (the service's own texts are in @pac/contracts). */
export const TEMPLATE_TEXTS = {
  saveButton: 'Save as template',
  dialogTitle: 'Save these assumptions as a template',
  dialogDescription:
    'Costs, fees, rates, occupancy, financing and the rest are kept; the comparables stay with this deal. New analyses can start from it.',
  nameLabel: 'Template name',
  replaces: (name: string) => `You already have a template called “${name}”: saving replaces it.`,
  save: 'Save template',
  saving: 'Saving…',
  cancel: 'Cancel',
  fixFirst: 'Some figures need fixing before these assumptions can be saved as a template.',
  startHeading: 'Start from: my template',
  startNone: 'No templates yet. Open any deal and choose “Save as template” to keep its assumptions.',
  startLoading: 'Loading your templates…',
  startFailed: 'Your templates could not be loaded. Check your connection and try again.',
  start: (name: string) => `Start from ${name}`,
  delete: (name: string) => `Delete template ${name}`,
} as const;

/** The mark on a figure still holding the worked example's value, and the line that explains it. */
export const EXAMPLE_MARK_TEXTS = {
  mark: 'Example',
  markSpoken: "the worked example's figure",
  note: 'Figures marked Example are the worked example’s (a 2-bed city flat let rent-to-rent): replace them with your deal’s, or choose Start new analysis for a blank deal or your own template.',
} as const;
