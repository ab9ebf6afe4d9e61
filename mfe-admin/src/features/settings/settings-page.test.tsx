import { ADMIN_SCREEN_TEXTS, SETTINGS_TAB_LABELS, STEP_UP_SCREEN_TEXTS } from '../../texts.js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_STEP_UP_PATHS,
  SETTINGS_GROUPS,
  SETTINGS_SCHEMAS,
  STEP_UP_REQUIRED_CODE,
} from '@pac/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdmin, stubAdminApi, withAdminQueries } from '../../test-support.js';
import { SETTINGS_FIELDS } from './settings-fields.js';
import { SettingsPage } from './settings-page.js';

const SETTINGS = {
  general: { siteName: 'Deals', siteDescription: '', maintenanceMode: false, registrationEnabled: true },
  payment: {
    secretKey: { configured: false, last4: '' },
    webhookSecret: { configured: false, last4: '' },
  },
  email: {
    smtpHost: 'smtp.old.example',
    smtpPort: 587,
    smtpUsername: '',
    smtpPassword: { configured: false, last4: '' },
    fromEmail: '',
    fromName: 'Deals',
    sendRatePerSecond: 10,
  },
  security: { sessionTimeout: 72, maxLoginAttempts: 5, requireEmailVerification: false },
};

beforeEach(() => storeAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('settings page: the step-up before a security-relevant change', () => {
  it('on STEP_UP_REQUIRED asks for the emailed code, then saves the same draft again', async () => {
    let verified = false;
    const saves: unknown[] = [];
    const fetchMock = stubAdminApi({
      [ADMIN_STEP_UP_PATHS.sendCode]: () => ({ success: true, message: STEP_UP_SCREEN_TEXTS.codeSent }),
      [ADMIN_STEP_UP_PATHS.verify]: (_url, init) => {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        if (code !== '123456') return { __status: 401, success: false, error: 'Invalid verification code' };
        verified = true;
        return { success: true, expires_at: new Date().toISOString() };
      },
      '/api/admin/settings/email': (_url, init) => {
        saves.push(JSON.parse(String(init?.body)));
        return verified
          ? { success: true, message: ADMIN_SCREEN_TEXTS.settingsSaved, data: SETTINGS.email }
          : {
              __status: 403,
              success: false,
              error: STEP_UP_SCREEN_TEXTS.required,
              code: STEP_UP_REQUIRED_CODE,
            };
      },
      '/api/admin/settings': () => ({ success: true, data: SETTINGS }),
    });
    const user = userEvent.setup();
    render(withAdminQueries(<SettingsPage />));
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    const host = await screen.findByLabelText('SMTP Host');
    await user.clear(host);
    await user.type(host, 'smtp.new.example');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    const dialog = await screen.findByRole('dialog', { name: STEP_UP_SCREEN_TEXTS.title });
    expect(dialog).toHaveTextContent(STEP_UP_SCREEN_TEXTS.required);
    await user.click(screen.getByRole('button', { name: STEP_UP_SCREEN_TEXTS.sendCode }));
    expect(await screen.findByText(STEP_UP_SCREEN_TEXTS.codeSent)).toBeInTheDocument();
    const code = screen.getByLabelText(STEP_UP_SCREEN_TEXTS.codeLabel);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: STEP_UP_SCREEN_TEXTS.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: STEP_UP_SCREEN_TEXTS.verify }));

    expect(await screen.findByText(ADMIN_SCREEN_TEXTS.settingsSaved)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The retry sent exactly what was typed before the dialog.
    expect(saves).toHaveLength(2);
    expect(saves[1]).toEqual(saves[0]);
    expect(saves[1]).toMatchObject({ smtpHost: 'smtp.new.example' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(ADMIN_STEP_UP_PATHS.sendCode))).toBe(
      true,
    );
  });

  it('cancel closes the dialog and keeps what was typed; other refusals show as before', async () => {
    stubAdminApi({
      '/api/admin/settings/email': () => ({
        __status: 403,
        success: false,
        error: STEP_UP_SCREEN_TEXTS.required,
        code: STEP_UP_REQUIRED_CODE,
      }),
      '/api/admin/settings/general': () => ({
        __status: 400,
        success: false,
        error: 'Site name is required',
      }),
      '/api/admin/settings': () => ({ success: true, data: SETTINGS }),
    });
    const user = userEvent.setup();
    render(withAdminQueries(<SettingsPage />));
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    const host = await screen.findByLabelText('SMTP Host');
    await user.clear(host);
    await user.type(host, 'smtp.kept.example');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await user.click(await screen.findByRole('button', { name: STEP_UP_SCREEN_TEXTS.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('SMTP Host')).toHaveValue('smtp.kept.example');

    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Site name is required');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('settings page: the form checks what it sends with the admin service schema', () => {
  it('a cleared number field is a field error and nothing is saved; a typed number is sent as a number', async () => {
    const saves: unknown[] = [];
    stubAdminApi({
      '/api/admin/settings/security': (_url, init) => {
        saves.push(JSON.parse(String(init?.body)));
        return { success: true, message: ADMIN_SCREEN_TEXTS.settingsSaved, data: SETTINGS.security };
      },
      '/api/admin/settings': () => ({ success: true, data: SETTINGS }),
    });
    const user = userEvent.setup();
    render(withAdminQueries(<SettingsPage />));
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    const timeout = await screen.findByLabelText('Session Timeout (hours)');
    await user.clear(timeout);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(
      await screen.findByText(ADMIN_SCREEN_TEXTS.numberRequired('Session Timeout (hours)')),
    ).toBeInTheDocument();
    expect(timeout).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);

    await user.type(timeout, '24');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_SCREEN_TEXTS.settingsSaved);
    expect(saves).toEqual([{ sessionTimeout: 24, maxLoginAttempts: 5, requireEmailVerification: false }]);
  });

  it("a value the schema refuses shows the schema's message at its field and is not sent", async () => {
    const saves: unknown[] = [];
    stubAdminApi({
      '/api/admin/settings/email': (_url, init) => {
        saves.push(JSON.parse(String(init?.body)));
        return { success: true, data: SETTINGS.email };
      },
      '/api/admin/settings': () => ({ success: true, data: SETTINGS }),
    });
    const user = userEvent.setup();
    render(withAdminQueries(<SettingsPage />));
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    const port = await screen.findByLabelText('SMTP Port');
    await user.clear(port);
    await user.type(port, '70000');
    await user.type(screen.getByLabelText('From Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Port must be 1-65535')).toBeInTheDocument();
    expect(screen.getByText('From email must be a valid email')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });
});

describe('settings page: only settings that take effect', () => {
  it('shows exactly the fields the admin service accepts, and on the Stripe tab only the two keys', async () => {
    for (const group of SETTINGS_GROUPS) {
      expect(SETTINGS_FIELDS[group].map((field) => field.key).sort(), group).toEqual(
        Object.keys(SETTINGS_SCHEMAS[group].shape).sort(),
      );
    }
    stubAdminApi({ '/api/admin/settings': () => ({ success: true, data: SETTINGS }) });
    const user = userEvent.setup();
    render(withAdminQueries(<SettingsPage />));
    await user.click(await screen.findByRole('tab', { name: SETTINGS_TAB_LABELS.payment }));
    const form = await screen.findByRole('form', { name: `${SETTINGS_TAB_LABELS.payment} settings` });
    expect(form.querySelectorAll('input')).toHaveLength(2);
    expect(screen.getByLabelText('Secret Key')).toBeInTheDocument();
    expect(screen.getByLabelText('Webhook Secret')).toBeInTheDocument();
    expect(screen.queryByLabelText('Publishable Key')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Test Mode')).not.toBeInTheDocument();
  });
});

describe('settings page: the tabs by keyboard', () => {
  it('the arrow keys move between the groups and open each one with its stored values; typed drafts start again', async () => {
    stubAdminApi({ '/api/admin/settings': () => ({ success: true, data: SETTINGS }) });
    const user = userEvent.setup();
    render(withAdminQueries(<SettingsPage />));
    const siteName = await screen.findByLabelText('Site Name');
    await user.type(siteName, ' draft');
    const general = screen.getByRole('tab', { name: 'General' });
    expect(general).toHaveAttribute('aria-controls', screen.getByRole('tabpanel', { name: 'General' }).id);
    general.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Stripe' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Stripe settings' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByLabelText('Session Timeout (hours)')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByLabelText('Site Name')).toHaveValue('Deals');
  });
});
