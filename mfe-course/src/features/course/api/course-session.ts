import { STORAGE_KEYS } from '@pac/session';

function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http deployments still get 128 random bits.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The id this browser's course progress is kept under (no account needed), created on first use. */
export function courseSessionId(): string {
  let id = localStorage.getItem(STORAGE_KEYS.courseSessionId);
  if (!id || !/^[A-Za-z0-9_-]{8,128}$/.test(id)) {
    id = newSessionId();
    localStorage.setItem(STORAGE_KEYS.courseSessionId, id);
  }
  return id;
}
