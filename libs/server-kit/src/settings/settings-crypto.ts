import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** How an encrypted secret is stored in the settings table's JSON value. */
export interface EncryptedSettingValue {
  enc: string;
}

const VERSION = 'v1';

/** SETTINGS_ENCRYPTION_KEY may be any long random string; SHA-256 turns it into the 256-bit AES key. */
const keyFrom = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();

export const isEncryptedSettingValue = (value: unknown): value is EncryptedSettingValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { enc?: unknown }).enc === 'string' &&
  (value as { enc: string }).enc.startsWith(`${VERSION}:`);

/** AES-256-GCM with a fresh 96-bit IV; the tag makes any tampering fail on decryption. */
export function encryptSettingSecret(plain: string, secret: string): EncryptedSettingValue {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return { enc: `${VERSION}:${Buffer.concat([iv, tag, body]).toString('base64')}` };
}

/** The plain secret, or throws when the key is wrong or the value was altered. */
export function decryptSettingSecret(value: EncryptedSettingValue, secret: string): string {
  const raw = Buffer.from(value.enc.slice(VERSION.length + 1), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
