import { ROUTES } from '@pac/contracts';

export interface FooterLink {
  label: string;
  to?: string;
  comingSoon?: boolean;
}

/** The footer's link columns; every page link points at a route of the contracts' table. */
export const FOOTER_COLUMNS: ReadonlyArray<{ title: string; links: readonly FooterLink[] }> = [
  {
    title: 'Solutions',
    links: [
      { label: 'Deal Analysis', to: ROUTES.home },
      { label: 'Pricing', to: ROUTES.pricing },
      { label: 'Free Course', to: ROUTES.courses },
      { label: 'Plans & Subscriptions', to: ROUTES.subscribe },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation', to: ROUTES.documentation },
      { label: 'API Reference', to: ROUTES.apiReference },
      { label: 'Help Center', to: ROUTES.helpCenter },
      { label: 'Case Studies', to: ROUTES.caseStudies },
      { label: 'Articles', comingSoon: true },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: ROUTES.aboutUs },
      { label: 'Careers', to: ROUTES.careers },
      { label: 'Press Kit', to: ROUTES.pressKit },
      { label: 'Contact', to: ROUTES.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: ROUTES.privacyPolicy },
      { label: 'Terms of Service', to: ROUTES.termsOfService },
      { label: 'Cookie Policy', to: ROUTES.cookiePolicy },
      { label: 'GDPR', to: ROUTES.gdpr },
    ],
  },
];

/**
 * Social profiles (video, photo, short-video, professional networks). The handles are not settled yet; these
 * are the product's placeholders until marketing confirms them.
 */
export const SOCIAL_LINKS = [
  { network: 'YouTube', kind: 'video', href: 'https://www.youtube.com/@propertyanalysiscalculator' },
  { network: 'Instagram', kind: 'photo', href: 'https://www.instagram.com/propertyanalysiscalculator' },
  { network: 'TikTok', kind: 'short-video', href: 'https://www.tiktok.com/@propertyanalysiscalculator' },
  {
    network: 'LinkedIn',
    kind: 'professional',
    href: 'https://www.linkedin.com/company/propertyanalysiscalculator',
  },
] as const;

/** Support contact shown in the footer: the one address in libs/contracts, also used by the contact page. */
export { SUPPORT_EMAIL } from '@pac/contracts';
