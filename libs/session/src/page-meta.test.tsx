import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetPageMeta, setSiteIdentity, usePageMeta, type PageMeta } from './page-meta.js';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;

describe('page title and description', () => {
  beforeEach(() => {
    document.title = 'Property Analysis Calculator';
    document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
  });
  afterEach(() => resetPageMeta());

  it("names the tab after the page and the site and sets the page's description", () => {
    render(<Page title="Pricing" description="Plans and prices." />);
    expect(document.title).toBe('Pricing · Property Analysis Calculator');
    expect(description()).toBe('Plans and prices.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("without a title or description (the home page) uses the site's", () => {
    render(<Page />);
    expect(document.title).toBe('Property Analysis Calculator');
    expect(description()).toBe('Property Analysis Calculator');
  });

  it('follows the site name and description from the settings, before and after the page mounts', () => {
    setSiteIdentity({ siteName: 'Deal Lab', siteDescription: 'Short-let numbers, fast.' });
    const { rerender } = render(<Page title="Login" description="Sign in." />);
    expect(document.title).toBe('Login · Deal Lab');
    expect(description()).toBe('Sign in.');
    rerender(<Page />);
    expect(document.title).toBe('Deal Lab');
    expect(description()).toBe('Short-let numbers, fast.');
    setSiteIdentity({ siteName: ' ', siteDescription: '' });
    expect(document.title).toBe('Property Analysis Calculator');
    expect(description()).toBe('Property Analysis Calculator');
  });

  it('gives the next page its own title and puts the site back when a page leaves', () => {
    const { rerender, unmount } = render(<Page key="a" title="Pricing" description="Plans." />);
    rerender(<Page key="b" title="Contact" description="Write to us." />);
    expect(document.title).toBe('Contact · Property Analysis Calculator');
    expect(description()).toBe('Write to us.');
    unmount();
    expect(document.title).toBe('Property Analysis Calculator');
    expect(description()).toBe('Property Analysis Calculator');
  });
});
