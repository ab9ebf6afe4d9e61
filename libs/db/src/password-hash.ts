import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): about 130 ms per hash on this machine. */
export const PASSWORD_HASH_OPTIONS: Options = {
  // Algorithm is a const enum in the package's types, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** The stored hash of an account's password: sign-up, password reset and the seeded admin all hash here. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
