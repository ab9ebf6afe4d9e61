import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell, signInAs } from '../../test-utils.js';
import { planTone } from './plan-badge.js';

describe('site header', () => {
  it('offers Login and Get Started when logged out', async () => {
    await renderShell('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(within(header).queryByRole('button', { name: /Ada/ })).not.toBeInTheDocument();
  });

  it('shows the user menu when logged in, and signing out brings Login back', async () => {
    signInAs({ full_name: 'Ada Lovelace', email: 'ada@example.com', plan: 'starter' });
    await renderShell('/courses');
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Ada' }));
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(menu).toHaveTextContent('ada@example.com');
    expect(within(menu).getByTestId('plan-badge')).toHaveAttribute('data-tone', 'blue');
    expect(within(menu).getByRole('menuitem', { name: 'Manage Subscription' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Security Settings' })).toHaveAttribute(
      'href',
      '/2fa-settings',
    );
    for (const item of ['Open Calculator', 'Download Workbook'])
      expect(within(menu).getByRole('menuitem', { name: item })).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(within(header).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(await screen.findByText('mfe_marketing at /')).toBeInTheDocument();
  });

  it('opens and closes the mobile menu', async () => {
    await renderShell('/');
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(mobile).getByRole('link', { name: 'Courses' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('colours plan badges: professional and premium gold, starter blue, others grey', () => {
    expect(planTone('professional')).toBe('gold');
    expect(planTone('premium')).toBe('gold');
    expect(planTone('starter')).toBe('blue');
    expect(planTone('free')).toBe('grey');
    expect(planTone('enterprise_plus')).toBe('grey');
    expect(planTone(undefined)).toBe('grey');
  });
});
