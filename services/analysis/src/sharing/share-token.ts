import { createHmac, hkdfSync } from 'node:crypto';
import { sha256Hex } from '@pac/server-kit/auth';

/**
 * Share tokens are derived from the share's row id with a key of their own (HKDF of JWT_SECRET), so the owner can be
 * shown the live link again while the database keeps only the token's SHA-256: a copy of the table opens nothing.
 * Rotating JWT_SECRET therefore ends every share link, like every session.
 */
export class ShareTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'pac deal share links', 32));
  }

  tokenOf(shareId: string): string {
    return createHmac('sha256', this.key).update(shareId).digest('base64url');
  }

  hashOf(token: string): string {
    return sha256Hex(token);
  }
}

/** The shape of a token (43 base64url characters): anything else is not found without asking the database. */
export const looksLikeShareToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
