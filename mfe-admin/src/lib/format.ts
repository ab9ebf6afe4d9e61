const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export const formatPounds = (value: number) => money.format(value);
export const formatDateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '—');
export const formatChange = (change: number | null) =>
  change === null ? 'new' : `${change > 0 ? '+' : ''}${change}%`;
export const formatUptime = (seconds: number) => {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  return d > 0 ? `${d}d ${h}h ${m}m` : `${h}h ${m}m`;
};
