import './styles.css';
import React from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { registerSingletonProbe } from '@pac/federation/probe';
import { AboutUsPage } from '../features/company/about-us-page.js';
import { CareersPage } from '../features/company/careers-page.js';
import { CaseStudiesPage } from '../features/company/case-studies-page.js';
import { PressKitPage } from '../features/company/press-kit-page.js';
import { ContactPage } from '../features/contact/contact-page.js';
import { ApiReferencePage } from '../features/help/api-reference-page.js';
import { DocumentationPage } from '../features/help/documentation-page.js';
import { HelpCenterPage } from '../features/help/help-center-page.js';
import { HomePage } from '../features/home/home-page.js';
import { CookiePolicyPage } from '../features/legal/cookie-policy-page.js';
import { GdprPage } from '../features/legal/gdpr-page.js';
import { PrivacyPolicyPage } from '../features/legal/privacy-policy-page.js';
import { TermsOfServicePage } from '../features/legal/terms-of-service-page.js';
import { EmailUnsubscribePage, NewsletterUnsubscribePage } from '../features/newsletter/unsubscribe-page.js';
import { PricingPage } from '../features/pricing/pricing-page.js';

registerSingletonProbe('mfe_marketing', React, useNavigate);

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
    <Routes>
      {MARKETING_PAGES.map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  );
}
