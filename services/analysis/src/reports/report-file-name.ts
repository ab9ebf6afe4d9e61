/** A download name from a deal's name: letters, digits and dashes only, so no header or path can be smuggled in. */
export function reportFileName(dealName: string, extension: 'pdf' | 'csv'): string {
  const base = dealName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .toLowerCase();
  return `${base || 'deal'}-analysis.${extension}`;
}
