/** How warning texts print numbers: money with thousands separators, percentages to at most 1 dp. */

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "£90,000", "£3,159.99", "−£860.73": pence unless the amount is whole pounds. */
export function formatPounds(value: number): string {
  const pence = Math.round(Math.abs(value) * 100);
  const whole = group(String(Math.floor(pence / 100)));
  const rest = pence % 100;
  const text = rest === 0 ? `£${whole}` : `£${whole}.${String(rest).padStart(2, '0')}`;
  return value < 0 && pence !== 0 ? `−${text}` : text;
}

/** "90", "66.8", "2.7": a number to at most `decimals` places, without trailing zeros. */
export function formatNumber(value: number, decimals = 1): string {
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  const [whole = '0', fraction] = trimmed.replace('-', '').split('.');
  const sign = value < 0 && Number(trimmed) !== 0 ? '−' : '';
  return `${sign}${group(whole)}${fraction ? `.${fraction}` : ''}`;
}

export const formatPercent = (value: number, decimals = 1) => `${formatNumber(value, decimals)}%`;

/** "low", "low and high", "low, medium and high". */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
