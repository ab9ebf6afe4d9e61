/** Figures as the comparables' tables print them: pence on prices, one decimal on occupancy. */
export const money = (value: number, sign: string | null) =>
  `${sign ?? ''}${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const percent = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
