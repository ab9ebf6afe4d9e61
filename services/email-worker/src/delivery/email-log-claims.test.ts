import { type PrismaClient } from '@pac/db';
import { describe, expect, it } from 'vitest';
import { EmailLogClaims, type ClaimedEmailLog } from './email-log-claims.js';

const row = (id: string): ClaimedEmailLog => ({
  id,
  recipient: `${id}@example.com`,
  subject: 'Hello',
  broadcastId: null,
  userId: null,
  attempts: 1,
  userFullName: null,
  userOptedOut: null,
  expiresAt: null,
});

/**
 * A database that answers the claim statement for the pending ids it holds; each statement is recorded with its
 * ids and can be held open (a statement still running) or made to fail (the database down).
 */
function fakeDatabase(pending: string[]) {
  const statements: string[][] = [];
  let hold: Promise<void> | null = null;
  let failNext = false;
  const db = {
    statements,
    holdNext() {
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    failNext() {
      failNext = true;
    },
    prisma: {
      $queryRaw: async (_sql: TemplateStringsArray, ...values: unknown[]) => {
        const ids = values.find((value): value is string[] => Array.isArray(value))!;
        statements.push([...ids]);
        const wait = hold;
        hold = null;
        if (wait) await wait;
        if (failNext) {
          failNext = false;
          throw new Error("Can't reach database server");
        }
        return [...new Set(ids)].filter((id) => pending.includes(id)).map(row);
      },
    } as unknown as PrismaClient,
  };
  return db;
}

describe('EmailLogClaims (group commit)', () => {
  it('claims the rows asked for together in one statement, a row asked for twice only once', async () => {
    const db = fakeDatabase(['a', 'b']);
    const claims = new EmailLogClaims(db.prisma, 60);
    const [a, b, again, gone] = await Promise.all([
      claims.claim('a'),
      claims.claim('b'),
      claims.claim('a'),
      claims.claim('sent-already'),
    ]);
    expect(db.statements).toEqual([['a', 'b', 'a', 'sent-already']]);
    expect([a?.id, b?.id, again, gone]).toEqual(['a', 'b', null, null]);
  });

  it('sends the rows asked for while a statement runs together in the next one', async () => {
    const db = fakeDatabase(['a', 'b', 'c']);
    const claims = new EmailLogClaims(db.prisma, 60);
    const release = db.holdNext();
    const first = claims.claim('a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = [claims.claim('b'), claims.claim('c')];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(db.statements).toEqual([['a']]);
    release();
    expect((await first)?.id).toBe('a');
    expect((await Promise.all(later)).map((claimed) => claimed?.id)).toEqual(['b', 'c']);
    expect(db.statements).toEqual([['a'], ['b', 'c']]);
  });

  it('rejects every claim of a failed statement to its own caller, and the next statement still goes out', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const db = fakeDatabase(['a', 'b', 'c']);
      const claims = new EmailLogClaims(db.prisma, 60);
      db.failNext();
      const failed = await Promise.allSettled([claims.claim('a'), claims.claim('b')]);
      expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect((await claims.claim('c'))?.id).toBe('c');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
