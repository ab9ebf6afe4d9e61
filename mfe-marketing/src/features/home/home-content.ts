import { BarChart3, CalendarRange, FileText, Handshake, Receipt, Sun, TrendingUp, Users } from 'lucide-react';

/** The four feature showcases: what the calculator does for a serviced-accommodation deal. */
export const FEATURE_SHOWCASES = [
  {
    icon: Sun,
    title: 'Seasonal Revenue Forecasting',
    text: 'Set nightly rates for low, medium and high demand seasons and an occupancy rate for each. The calculator turns them into a month-by-month revenue forecast, so a quiet January is priced in before you commit.',
    points: ['Three demand tiers per property', 'Occupancy rate calculator', 'Monthly and annual revenue'],
  },
  {
    icon: Receipt,
    title: 'Expense Tracking & Reporting',
    text: 'Rent or mortgage, utilities, council tax, cleaning and laundry, platform fees, insurance, furnishing: every running cost in one place, with customisable forecast reports that show where the margin goes.',
    points: ['Fixed and per-stay costs', 'Set-up costs and furnishing', 'Customisable forecast reports'],
  },
  {
    icon: TrendingUp,
    title: 'Cash Flow & ROI',
    text: 'See gross and net monthly cash flow, gross and net ROI and how long it takes to get your money back. Compare two deals on the numbers that matter, not on a gut feeling.',
    points: ['Net and gross cash flow', 'Gross and net ROI', 'Return timelines'],
  },
  {
    icon: FileText,
    title: 'JV Splits & PDF Reports',
    text: 'Working with a partner? Split profit between joint-venture investors by share, then export a clean PDF report of the whole analysis to send to landlords, lenders or your JV partner.',
    points: ['JV partnership splits', 'Exportable PDF reports', 'Five-step deal analyser'],
  },
] as const;

/** Why the calculator rather than a spreadsheet or a generic buy-to-let tool. */
export const COMPETITIVE_ADVANTAGES = [
  {
    icon: CalendarRange,
    text: 'Built for serviced accommodation and short-term rentals, not adapted from buy-to-let',
  },
  { icon: BarChart3, text: 'Seasonal pricing in three demand tiers instead of one average nightly rate' },
  { icon: Handshake, text: 'Joint-venture profit splits worked out for you' },
  { icon: FileText, text: 'Investor-ready PDF reports in one click' },
  { icon: Users, text: 'Made for investors, hosts, deal sourcers, coaches and agents' },
  { icon: TrendingUp, text: 'A free video course that walks you through a full analysis' },
] as const;

/** The three pillars. */
export const PILLARS = [
  {
    title: 'Maximise',
    text: 'Find the nightly rates and occupancy that make a deal work, season by season, before you sign a lease.',
  },
  {
    title: 'Manage',
    text: 'Keep every cost and the monthly cash flow in view, so a bad month never comes as a surprise.',
  },
  {
    title: 'Maintain',
    text: 'Track returns against the forecast and keep each property, and each JV partner, on course year after year.',
  },
] as const;
