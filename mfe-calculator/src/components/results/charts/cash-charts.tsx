import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type DealResult } from '@pac/contracts';
import { monthLabel, paybackText, pounds } from '@pac/deal-model';
import { ResultSection } from '../result-section.js';

/** The theme's colours (SVG attributes take no CSS variables everywhere). */
const COLOURS = { revenue: '#1e3a8a', costs: '#0f766e', cash: '#1e3a8a', later: '#b45309', axis: '#475569' };
const TICK = { fontSize: 12, fill: COLOURS.axis };

const money = (value: unknown) => (typeof value === 'number' ? pounds(value) : String(value));
const monthName = (x: unknown) => (x === 0 ? 'Launch' : `Month ${String(x)}`);

/**
 * The two result charts, drawn with recharts: monthly revenue against costs (bars), and the cumulative cash line
 * from minus the cash invested with the payback marker. This module (and recharts) loads on its own, after the
 * first results are on screen. Each chart is one image for assistive technology; the tables hold the figures.
 */
export default function CashCharts({ result }: { result: DealResult }) {
  return (
    <>
      <RevenueCostChart result={result} />
      <CumulativeCashChart result={result} />
    </>
  );
}

function RevenueCostChart({ result }: { result: DealResult }) {
  const data = result.months.map((row) => ({
    month: monthLabel(row.year, row.month),
    revenue: row.grossRevenue,
    // Everything between gross revenue and net cash flow: fees, VAT, per-stay, maintenance, fixed, rent, mortgage.
    costs: row.grossRevenue - row.netCashFlow,
  }));
  return (
    <ResultSection
      title="Revenue and costs by month"
      description="Total costs are everything between gross revenue and net cash flow, debt service included."
    >
      <div
        role="img"
        aria-label="Bar chart of gross revenue and total costs for each month of year 1"
        className="h-72 w-full"
      >
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 288 }}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" tick={TICK} tickFormatter={(label: string) => label.slice(0, 3)} />
            <YAxis tick={TICK} tickFormatter={money} width={72} />
            <Tooltip formatter={money} />
            <Legend />
            <Bar dataKey="revenue" name="Gross revenue" fill={COLOURS.revenue} isAnimationActive={false} />
            <Bar
              dataKey="costs"
              name="Total costs (incl. debt service)"
              fill={COLOURS.costs}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ResultSection>
  );
}

interface CashPoint {
  month: number;
  yearOne?: number;
  yearEnds?: number;
}

/**
 * Month by month through year 1, then the year-end balances of the five-year projection (the model gives no
 * monthly figures after year 1, so those are joined by a dashed line), as the PDF report draws it.
 */
function CumulativeCashChart({ result }: { result: DealResult }) {
  const points: CashPoint[] = [
    { month: 0, yearOne: -result.cashInvested.total },
    ...result.months.map((row, index) => ({ month: index + 1, yearOne: row.cumulativeCashFlow })),
  ];
  for (const year of result.projection) {
    const month = year.year * 12;
    const existing = points.find((point) => point.month === month);
    if (existing) existing.yearEnds = year.cumulativeCashFlow;
    else points.push({ month, yearEnds: year.cumulativeCashFlow });
  }
  const lastMonth = Math.max(12, ...points.map((point) => point.month));
  const payback = result.kpis.paybackMonth;
  const paybackShown = payback !== null && payback <= lastMonth;

  return (
    <ResultSection title="Cumulative cash and payback" description={`Payback: ${paybackText(result)}.`}>
      <div
        role="img"
        aria-label={`Line chart of cumulative cash from minus the cash invested over ${lastMonth / 12} years; payback ${paybackText(result)}`}
        className="h-72 w-full"
      >
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 288 }}>
          <LineChart
            data={points}
            margin={{ top: 16, right: 16, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="month"
              type="number"
              domain={[0, lastMonth]}
              ticks={Array.from({ length: lastMonth / 12 + 1 }, (_, year) => year * 12)}
              tickFormatter={(month: number) => (month === 0 ? 'Launch' : `Year ${month / 12}`)}
              tick={TICK}
            />
            <YAxis tick={TICK} tickFormatter={money} width={80} />
            <Tooltip formatter={money} labelFormatter={monthName} />
            <Legend />
            <ReferenceLine y={0} stroke={COLOURS.axis} />
            {paybackShown ? (
              <ReferenceLine
                x={payback}
                stroke={COLOURS.costs}
                strokeDasharray="4 2"
                label={{ value: `Payback: month ${payback}`, position: 'insideTopLeft', fontSize: 12 }}
              />
            ) : null}
            <Line
              dataKey="yearOne"
              name="Year 1, month by month"
              stroke={COLOURS.cash}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="yearEnds"
              name="Year-end balances, years 2–5"
              stroke={COLOURS.later}
              strokeWidth={2}
              strokeDasharray="6 4"
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ResultSection>
  );
}
