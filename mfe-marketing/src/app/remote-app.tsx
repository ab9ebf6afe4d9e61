import './styles.css';
import React, { Suspense, lazy, type ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { registerSingletonProbe } from '@pac/federation/probe';
import { HomePage } from '../features/home/home-page.js';

registerSingletonProbe('mfe_marketing', React, useNavigate);

// Home is the landing page and ships with the remote's entry module; every other page is its own chunk, fetched
// when first visited, so the first load of the site downloads no code (or Zod schemas) of pages it does not show.
/** A page that asks the API (TanStack Query), loaded when visited together with the remote's QueryClient. */
const pageWithQueries = (load: () => Promise<ComponentType>) =>
  lazy(async () => {
    const [Page, { MarketingQueries }] = await Promise.all([load(), import('./marketing-queries.js')]);
    return {
      default: function PageWithQueries() {
        return (
          <MarketingQueries>
            <Page />
          </MarketingQueries>
        );
      },
    };
  });

const unsubscribePages = () => import('../features/newsletter/unsubscribe-page.js');
const NewsletterUnsubscribePage = pageWithQueries(() =>
  unsubscribePages().then((module) => module.NewsletterUnsubscribePage),
);
const EmailUnsubscribePage = pageWithQueries(() =>
  unsubscribePages().then((module) => module.EmailUnsubscribePage),
);
const AboutUsPage = lazy(() =>
  import('../features/company/about-us-page.js').then((module) => ({ default: module.AboutUsPage })),
);
const CareersPage = lazy(() =>
  import('../features/company/careers-page.js').then((module) => ({ default: module.CareersPage })),
);
const CaseStudiesPage = lazy(() =>
  import('../features/company/case-studies-page.js').then((module) => ({ default: module.CaseStudiesPage })),
);
const PressKitPage = lazy(() =>
  import('../features/company/press-kit-page.js').then((module) => ({ default: module.PressKitPage })),
);
const ContactPage = pageWithQueries(() =>
  import('../features/contact/contact-page.js').then((module) => module.ContactPage),
);
const ApiReferencePage = lazy(() =>
  import('../features/help/api-reference-page.js').then((module) => ({ default: module.ApiReferencePage })),
);
const DocumentationPage = lazy(() =>
  import('../features/help/documentation-page.js').then((module) => ({ default: module.DocumentationPage })),
);
const HelpCenterPage = lazy(() =>
  import('../features/help/help-center-page.js').then((module) => ({ default: module.HelpCenterPage })),
);
const CookiePolicyPage = lazy(() =>
  import('../features/legal/cookie-policy-page.js').then((module) => ({ default: module.CookiePolicyPage })),
);
const GdprPage = lazy(() =>
  import('../features/legal/gdpr-page.js').then((module) => ({ default: module.GdprPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../features/legal/privacy-policy-page.js').then((module) => ({
    default: module.PrivacyPolicyPage,
  })),
);
const TermsOfServicePage = lazy(() =>
  import('../features/legal/terms-of-service-page.js').then((module) => ({
    default: module.TermsOfServicePage,
  })),
);
const PricingPage = lazy(() =>
  import('../features/pricing/pricing-page.js').then((module) => ({ default: module.PricingPage })),
);

/** Path → page of this remote; the paths are exactly ROUTE_OWNERS.mfe_marketing (a test holds them together). */
export const MARKETING_PAGES = [
  [ROUTES.home, HomePage],
  [ROUTES.pricing, PricingPage],
  [ROUTES.contact, ContactPage],
  [ROUTES.documentation, DocumentationPage],
  [ROUTES.apiReference, ApiReferencePage],
  [ROUTES.helpCenter, HelpCenterPage],
  [ROUTES.caseStudies, CaseStudiesPage],
  [ROUTES.aboutUs, AboutUsPage],
  [ROUTES.careers, CareersPage],
  [ROUTES.pressKit, PressKitPage],
  [ROUTES.privacyPolicy, PrivacyPolicyPage],
  [ROUTES.termsOfService, TermsOfServicePage],
  [ROUTES.cookiePolicy, CookiePolicyPage],
  [ROUTES.gdpr, GdprPage],
  [ROUTES.newsletterUnsubscribe, NewsletterUnsubscribePage],
  [ROUTES.emailUnsubscribe, EmailUnsubscribePage],
] as const;

/** Exposed as `mfe_marketing/App`. */
export default function MarketingApp() {
  return (
    <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
      <Routes>
        {MARKETING_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}
