import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@pac/contracts';
import { describe, expect, it } from 'vitest';

// Served from the shell's dist like favicon.svg: without it /robots.txt was the index page, which crawlers (and
// Lighthouse's SEO audit) read as an invalid robots.txt.
describe('robots.txt', () => {
  const lines = readFileSync(path.join(__dirname, '../../public/robots.txt'), 'utf8').trim().split('\n');

  it('is a plain robots.txt for every crawler that keeps only the admin portal out', () => {
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines
      .filter((line) => line.startsWith('Disallow:'))
      .map((line) => line.slice(9).trim());
    expect(disallowed).toEqual([ROUTES.admin]);
    for (const line of lines) expect(line).toMatch(/^(User-agent|Disallow|Allow|Sitemap): \S/);
  });
});
