import { type SiteStatus } from '@pac/contracts';

/** The tab title and the meta description follow the admin's site name and description when they are set. */
export function applySiteIdentity(status: Pick<SiteStatus, 'siteName' | 'siteDescription'>): void {
  const name = status.siteName.trim();
  if (name) document.title = name;
  const description = status.siteDescription.trim();
  if (!description) return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}
