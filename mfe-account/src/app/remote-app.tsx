import './styles.css';
import React from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { registerSingletonProbe } from '@pac/federation/probe';
import { AccountQueries } from './account-queries.js';
import { CalculatorHandoverPage } from '../features/calculator-handover/calculator-handover-page.js';
import { LoginPage } from '../features/login/login-page.js';
import { ForgotPasswordPage } from '../features/password/forgot-password-page.js';
import { ResetPasswordPage } from '../features/password/reset-password-page.js';
import { PaymentCancelPage } from '../features/payment-cancel/payment-cancel-page.js';
import { PaymentSuccessPage } from '../features/payment-success/payment-success-page.js';
import { RegisterPage } from '../features/register/register-page.js';
import { SubscribePage } from '../features/subscribe/subscribe-page.js';
import { TwoFactorSettingsPage } from '../features/two-factor/two-factor-settings-page.js';
import { TwoFactorVerifyPage } from '../features/two-factor/two-factor-verify-page.js';
import { VerifyEmailPage } from '../features/verify-email/verify-email-page.js';
import { WaitingListPage } from '../features/waiting-list/waiting-list-page.js';

registerSingletonProbe('mfe_account', React, useNavigate);

/** Path → page of this remote; the paths are exactly ROUTE_OWNERS.mfe_account (a test holds them together). */
export const ACCOUNT_PAGES = [
  [ROUTES.login, LoginPage],
  [ROUTES.register, RegisterPage],
  [ROUTES.forgotPassword, ForgotPasswordPage],
  [ROUTES.resetPassword, ResetPasswordPage],
  [ROUTES.verifyEmail, VerifyEmailPage],
  [ROUTES.twoFactorVerify, TwoFactorVerifyPage],
  [ROUTES.twoFactorSettings, TwoFactorSettingsPage],
  [ROUTES.waitingList, WaitingListPage],
  [ROUTES.subscribe, SubscribePage],
  [ROUTES.paymentSuccess, PaymentSuccessPage],
  [ROUTES.paymentCancel, PaymentCancelPage],
  [ROUTES.calculatorHandover, CalculatorHandoverPage],
] as const;

/** Exposed as `mfe_account/App`. */
export default function AccountApp() {
  return (
    <AccountQueries>
      <Routes>
        {ACCOUNT_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </AccountQueries>
  );
}
