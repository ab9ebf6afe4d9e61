import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type UserData } from '@pac/db';
import { ARCHIVE_FILES, userDataArchive } from './user-data-archive.js';

const DATA = {
  account: { id: 'u1', fullName: 'Ada Owner', email: 'ada@example.test', plan: 'starter' },
  subscriptions: [],
  payments: [{ amountPence: 2900, currency: 'gbp', plan: 'starter', status: 'succeeded' }],
  deals: [{ name: 'Flat 2, Leeds', input: { tenancy: { monthlyRent: 950 } }, shareLinks: [] }],
  dealTemplates: [],
  apiKeys: [],
  signIns: { sessions: [], attempts: [] },
  usage: [],
  emails: [{ subject: 'Welcome', status: 'sent' }],
  newsletter: { subscribed: false },
  contactEnquiries: [],
  courseSignup: null,
  adminActions: [],
  tables: {},
} as unknown as UserData;

describe('the data export archive', () => {
  it('holds a README and one JSON file per section, each readable back as it was', () => {
    const files = unzipSync(userDataArchive(DATA, new Date('2026-12-07T15:00:00Z')));
    expect(Object.keys(files).sort()).toEqual([...ARCHIVE_FILES].sort());
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('Prepared on 2026-12-07T15:00:00.000Z for ada@example.test.');
    expect(readme).toContain('no password, code, token or key secret is ever included');
    expect(readme).toMatch(/password_reset_tokens: .* \(not exported\)/);
    expect(JSON.parse(strFromU8(files['deals.json']!))).toEqual(DATA.deals);
    expect(JSON.parse(strFromU8(files['payments.json']!))[0]).toMatchObject({ amountPence: 2900 });
    expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ email: 'ada@example.test' });
  });
});
