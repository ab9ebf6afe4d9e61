import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@pac/contracts';
import { sha256Hex } from '@pac/server-kit/auth';

/** Characters of the secret kept in clear (`pac_live_AbCd…`), so a user can tell their keys apart. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

/** A new key: the secret shown once, and what is stored of it (its SHA-256 and a short prefix). */
export function newApiKeySecret(): { secret: string; secretHash: string; prefix: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, secretHash: sha256Hex(secret), prefix: secret.slice(0, SHOWN_PREFIX_LENGTH) };
}

/** A bearer value shaped like one of our keys (a session token is a JWT and never starts so). */
export const looksLikeApiKey = (value: string) =>
  value.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(API_KEY_PREFIX.length));
