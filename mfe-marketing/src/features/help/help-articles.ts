/** The Help Center's articles; the search box looks through titles and bodies. */
export interface HelpArticle {
  id: string;
  category: HelpCategory;
  title: string;
  body: string;
}

export const HELP_CATEGORIES = [
  'Getting Started',
  'Using the Calculator',
  'Billing & Subscriptions',
  'Account & Security',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'first-analysis',
    category: 'Getting Started',
    title: 'Run your first deal analysis',
    body: 'Create a free account, confirm the sign-in code we email you, then choose Open Calculator from the user menu. The five-step analyser asks for the property, nightly rates, occupancy, costs and financing, and shows the forecast as you go.',
  },
  {
    id: 'free-trial',
    category: 'Getting Started',
    title: 'What the free plan includes',
    body: 'The free plan gives you 5 calculations and PDF exports over 7 days, with seasonal nightly rates, occupancy and expenses. Upgrade to Starter or Professional at any time to keep analysing.',
  },
  {
    id: 'free-course',
    category: 'Getting Started',
    title: 'Where to find the free video course',
    body: 'Open Courses in the header. The course has a Start Here section and seven modules; your progress is saved, so you can stop a video and pick it up later on the same device.',
  },
  {
    id: 'seasonal-rates',
    category: 'Using the Calculator',
    title: 'Setting seasonal nightly rates',
    body: 'Enter a nightly rate for low, medium and high demand seasons and mark which months fall in each. Use local listings for similar properties as a guide, and be conservative in the low season: it drives your worst months.',
  },
  {
    id: 'occupancy',
    category: 'Using the Calculator',
    title: 'Choosing a realistic occupancy rate',
    body: 'Occupancy is the share of nights booked. The occupancy rate calculator lets you set it per season; many operators plan around 60 to 75 percent in a city centre and check it against booking-platform data for the area.',
  },
  {
    id: 'expenses',
    category: 'Using the Calculator',
    title: 'Which expenses to include',
    body: 'Include rent or mortgage, utilities, broadband, council tax or business rates, cleaning and laundry per stay, platform and management fees, insurance, consumables, maintenance and furnishing set-up costs.',
  },
  {
    id: 'roi',
    category: 'Using the Calculator',
    title: 'Gross ROI, net ROI and cash flow explained',
    body: 'Gross ROI compares yearly revenue with the money you put in; net ROI uses profit after every expense. Monthly cash flow shows what is left each month, and the return timeline shows when your investment is paid back.',
  },
  {
    id: 'jv-splits',
    category: 'Using the Calculator',
    title: 'Splitting profit with a joint-venture partner',
    body: 'In the JV section enter each partner and their share of the profit. The calculator works out each monthly and annual payout from the net cash flow and includes the split in the PDF report.',
  },
  {
    id: 'pdf-reports',
    category: 'Using the Calculator',
    title: 'Exporting a PDF report',
    body: 'When an analysis is complete choose Export PDF. The report contains the monthly forecast, annual totals, expenses, ROI and any JV split, ready to send to a landlord, lender or partner.',
  },
  {
    id: 'plans',
    category: 'Billing & Subscriptions',
    title: 'Choosing between Starter and Professional',
    body: 'Starter Analysis covers up to 25 analyses a month for £25; Professional Analysis covers up to 50 for £50 and adds month-by-month analysis, JV splits and multiple-user access. Both can add one live support call per week.',
  },
  {
    id: 'cancel',
    category: 'Billing & Subscriptions',
    title: 'Cancelling or changing your plan',
    body: 'Plans are billed monthly with no setup fees. Open Manage Subscription from the user menu to change plan or cancel; you keep access until the end of the period you paid for.',
  },
  {
    id: 'executive',
    category: 'Billing & Subscriptions',
    title: 'Executive plan, teams and API access',
    body: 'Executive Analysis is priced for your team: unlimited analyses, multiple users, white label and API access, a dedicated account manager and team training. Contact us through the contact form to talk it through.',
  },
  {
    id: 'two-factor',
    category: 'Account & Security',
    title: 'Why we email you a sign-in code',
    body: 'Two-factor verification is mandatory for every account. After your password we email a 6-digit code that is valid for 10 minutes; you can ask for a new one after 60 seconds.',
  },
  {
    id: 'reset-password',
    category: 'Account & Security',
    title: 'Resetting a forgotten password',
    body: 'Choose Forgot password on the login page and enter your email. The reset link we send expires after 1 hour; check your spam folder if it does not arrive within a few minutes.',
  },
];

/** Articles whose title or body contains every word of the query (case-insensitive); all of them for an empty query. */
export function searchHelpArticles(
  query: string,
  articles: readonly HelpArticle[] = HELP_ARTICLES,
): HelpArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const text = `${article.title} ${article.body}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
