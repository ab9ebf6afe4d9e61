/**
 * The worked example every course PDF uses: a two-bedroom city flat taken on a rent-to-serviced-accommodation
 * agreement. The figures in the documents are computed here, so the checklist, planner, cost sheet and workbook
 * always agree with each other.
 */

export type Season = 'low' | 'medium' | 'high';

export interface SeasonAssumption {
  season: Season;
  label: string;
  months: readonly string[];
  nightlyRate: number;
  /** Share of nights booked, 0-1. */
  occupancy: number;
}

export const MONTH_DAYS: Readonly<Record<string, number>> = {
  Jan: 31,
  Feb: 28,
  Mar: 31,
  Apr: 30,
  May: 31,
  Jun: 30,
  Jul: 31,
  Aug: 31,
  Sep: 30,
  Oct: 31,
  Nov: 30,
  Dec: 31,
};

export const EXAMPLE_SEASONS: readonly SeasonAssumption[] = [
  {
    season: 'low',
    label: 'Low demand',
    months: ['Jan', 'Feb', 'Mar', 'Nov'],
    nightlyRate: 95,
    occupancy: 0.6,
  },
  {
    season: 'medium',
    label: 'Medium demand',
    months: ['Apr', 'May', 'Sep', 'Oct'],
    nightlyRate: 120,
    occupancy: 0.72,
  },
  {
    season: 'high',
    label: 'High demand',
    months: ['Jun', 'Jul', 'Aug', 'Dec'],
    nightlyRate: 150,
    occupancy: 0.85,
  },
];

/** Fixed monthly costs whatever the bookings. */
export const EXAMPLE_FIXED_COSTS: readonly { item: string; monthly: number }[] = [
  { item: 'Rent to landlord', monthly: 1150 },
  { item: 'Gas and electricity', monthly: 180 },
  { item: 'Council tax (or business rates)', monthly: 150 },
  { item: 'Broadband and TV licence', monthly: 45 },
  { item: 'Insurance (serviced-accommodation cover)', monthly: 35 },
  { item: 'Maintenance reserve', monthly: 60 },
  { item: 'Software (channel manager, pricing)', monthly: 30 },
];

/** Costs that follow the bookings. */
export const EXAMPLE_VARIABLE_COSTS = {
  averageStayNights: 3,
  cleaningAndLaundryPerStay: 38,
  consumablesPerNight: 3,
  platformFeeShare: 0.15,
} as const;

export const EXAMPLE_SET_UP_COSTS: readonly { item: string; amount: number }[] = [
  { item: 'Security deposit (5 weeks)', amount: 1327 },
  { item: 'First month rent in advance', amount: 1150 },
  { item: 'Furniture, linen and kitchen kit', amount: 4500 },
  { item: 'Professional photography', amount: 250 },
  { item: 'Compliance (fire safety, gas and electrical certificates)', amount: 600 },
];

export interface MonthForecast {
  month: string;
  season: SeasonAssumption;
  nightsBooked: number;
  revenue: number;
  variableCosts: number;
  fixedCosts: number;
  grossProfit: number;
  netProfit: number;
}

const roundPounds = (value: number) => Math.round(value);

export function forecastMonth(month: string): MonthForecast {
  const season = EXAMPLE_SEASONS.find((candidate) => candidate.months.includes(month));
  const days = MONTH_DAYS[month];
  if (!season || days === undefined) throw new Error(`No season covers ${month}`);
  const nightsBooked = Math.round(days * season.occupancy);
  const revenue = nightsBooked * season.nightlyRate;
  const costs = EXAMPLE_VARIABLE_COSTS;
  const stays = nightsBooked / costs.averageStayNights;
  const variableCosts = roundPounds(
    stays * costs.cleaningAndLaundryPerStay +
      nightsBooked * costs.consumablesPerNight +
      revenue * costs.platformFeeShare,
  );
  const fixedCosts = EXAMPLE_FIXED_COSTS.reduce((sum, cost) => sum + cost.monthly, 0);
  const grossProfit = revenue - variableCosts;
  return {
    month,
    season,
    nightsBooked,
    revenue,
    variableCosts,
    fixedCosts,
    grossProfit,
    netProfit: grossProfit - fixedCosts,
  };
}

export interface AnnualForecast {
  months: MonthForecast[];
  revenue: number;
  variableCosts: number;
  fixedCosts: number;
  grossProfit: number;
  netProfit: number;
  moneyIn: number;
  /** Annual gross profit (after booking-related costs) over the money put in, percent. */
  grossRoi: number;
  /** Annual net profit (after every cost) over the money put in, percent. */
  netRoi: number;
  paybackMonths: number;
  averageOccupancy: number;
}

export function forecastYear(): AnnualForecast {
  const months = Object.keys(MONTH_DAYS).map(forecastMonth);
  const sum = (pick: (month: MonthForecast) => number) =>
    months.reduce((total, month) => total + pick(month), 0);
  const revenue = sum((m) => m.revenue);
  const grossProfit = sum((m) => m.grossProfit);
  const netProfit = sum((m) => m.netProfit);
  const moneyIn = EXAMPLE_SET_UP_COSTS.reduce((total, cost) => total + cost.amount, 0);
  const nights = sum((m) => m.nightsBooked);
  return {
    months,
    revenue,
    variableCosts: sum((m) => m.variableCosts),
    fixedCosts: sum((m) => m.fixedCosts),
    grossProfit,
    netProfit,
    moneyIn,
    grossRoi: (grossProfit / moneyIn) * 100,
    netRoi: (netProfit / moneyIn) * 100,
    paybackMonths: netProfit > 0 ? Math.ceil(moneyIn / (netProfit / 12)) : Number.POSITIVE_INFINITY,
    averageOccupancy: nights / 365,
  };
}

/** A joint venture where one partner funds the set-up and the other runs the property. */
export function jointVentureSplit(forecast: AnnualForecast, investorShare: number) {
  const investorProfit = forecast.netProfit * investorShare;
  const operatorProfit = forecast.netProfit - investorProfit;
  return { investorProfit, operatorProfit, investorRoi: (investorProfit / forecast.moneyIn) * 100 };
}

export const pounds = (value: number) =>
  `${value < 0 ? '-' : ''}£${Math.abs(Math.round(value)).toLocaleString('en-GB')}`;
export const percent = (value: number, digits = 0) => `${value.toFixed(digits)}%`;
