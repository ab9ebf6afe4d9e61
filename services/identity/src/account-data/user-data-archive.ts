import { zipSync, strToU8 } from 'fflate';
import { PERSONAL_DATA_TABLES, type UserData } from '@pac/db';

/** The files of a data export, each one section of what the platform holds (issue 34's "download my data"). */
const SECTION_FILES = {
  'account.json': (data: UserData) => data.account,
  'subscriptions.json': (data: UserData) => data.subscriptions,
  'payments.json': (data: UserData) => data.payments,
  'deals.json': (data: UserData) => data.deals,
  'deal-templates.json': (data: UserData) => data.dealTemplates,
  'api-keys.json': (data: UserData) => data.apiKeys,
  'sign-ins.json': (data: UserData) => data.signIns,
  'usage.json': (data: UserData) => data.usage,
  'emails.json': (data: UserData) => data.emails,
  'newsletter.json': (data: UserData) => data.newsletter,
  'contact-enquiries.json': (data: UserData) => data.contactEnquiries,
  'course-signup.json': (data: UserData) => data.courseSignup,
  'admin-actions.json': (data: UserData) => data.adminActions,
} as const satisfies Record<string, (data: UserData) => unknown>;

export const ARCHIVE_FILES = ['README.txt', ...Object.keys(SECTION_FILES)] as const;

function readme(data: UserData, generatedAt: Date): string {
  const held = Object.entries(PERSONAL_DATA_TABLES)
    .map(
      ([table, { exported, how }]) =>
        `  ${exported ? '•' : '–'} ${table}: ${how}${exported ? '' : ' (not exported)'}`,
    )
    .join('\n');
  return [
    'Your data from Property Analysis Calculator',
    '',
    `Prepared on ${generatedAt.toISOString()} for ${data.account.email}.`,
    '',
    'Each .json file is one part of what we hold about you, in UTF-8 JSON: dates are ISO 8601 in UTC, money is in',
    'pence (amountPence) unless a field says otherwise, and deal inputs are as you entered them. No card details are',
    'held by us (the payment provider holds them), and no password, code, token or key secret is ever included.',
    '',
    'What each table we hold about people is, and what this export does with it:',
    held,
    '',
    'To correct anything, use your account page; to have it all erased, use "Delete my account" there.',
    '',
  ].join('\n');
}

/** The export as a zip: README.txt and one JSON file per section, each pretty-printed. */
export function userDataArchive(data: UserData, generatedAt = new Date()): Uint8Array {
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(readme(data, generatedAt)) };
  for (const [name, section] of Object.entries(SECTION_FILES)) {
    files[name] = strToU8(`${JSON.stringify(section(data), null, 2)}\n`);
  }
  // One modification time for every file: the moment the export was prepared.
  return zipSync(files, { level: 6, mtime: generatedAt });
}
