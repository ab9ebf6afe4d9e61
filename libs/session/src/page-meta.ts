import { useEffect } from 'react';

/** A page's own tab title (the site name is added after it) and meta description. */
export interface PageMeta {
  title?: string;
  description?: string;
}

/** What the admin's General settings call the site; the defaults are index.html's. */
interface SiteIdentity {
  siteName: string;
  siteDescription: string;
}

const DEFAULT_SITE: SiteIdentity = {
  siteName: 'Property Analysis Calculator',
  siteDescription: 'Property Analysis Calculator',
};
let site: SiteIdentity = { ...DEFAULT_SITE };
let page: PageMeta = {};

/** Writes the tab title and `<meta name="description">` from the site identity and the page on screen. */
function apply(): void {
  document.title = page.title ? `${page.title} · ${site.siteName}` : site.siteName;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = page.description ?? site.siteDescription;
}

/** The shell passes the admin's site name and description here (on every poll); blank ones keep the defaults. */
export function setSiteIdentity({ siteName, siteDescription }: SiteIdentity): void {
  const next = {
    siteName: siteName.trim() || DEFAULT_SITE.siteName,
    siteDescription: siteDescription.trim() || DEFAULT_SITE.siteDescription,
  };
  if (next.siteName === site.siteName && next.siteDescription === site.siteDescription) return;
  site = next;
  apply();
}

/**
 * Every page calls this once: "Pricing · <site name>" and its description while it is on screen; without a title
 * (the home page) the site name, without a description the site's. The site's own come back when it leaves.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    page = { title, description };
    apply();
    return () => {
      page = {};
      apply();
    };
  }, [title, description]);
}

/** For tests: the defaults, no page. */
export function resetPageMeta(): void {
  site = { ...DEFAULT_SITE };
  page = {};
}
