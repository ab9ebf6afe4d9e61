import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../test-utils.js';

describe('site footer', () => {
  it('has the four link columns, Articles marked Coming Soon, location, socials and this year', async () => {
    await renderShell('/about-us');
    const footer = screen.getByRole('contentinfo');
    for (const column of ['Solutions', 'Resources', 'Company', 'Legal'])
      expect(within(footer).getByRole('navigation', { name: column })).toBeInTheDocument();
    expect(within(footer).getByText('Articles').parentElement).toHaveTextContent('Coming Soon');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(footer).toHaveTextContent('London, United Kingdom');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    const socials = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(socials.map((link) => link.getAttribute('aria-label'))).toEqual([
      'YouTube',
      'Instagram',
      'TikTok',
      'LinkedIn',
    ]);
  });
});
