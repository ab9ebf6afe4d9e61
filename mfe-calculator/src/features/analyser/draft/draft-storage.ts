import { defaultAnalyserValues, fillMissing, type AnalyserValues } from '../form/analyser-values.js';

/**
 * The unsaved analysis of /calculator, kept in this browser so nothing typed is lost on a reload or a sign-in
 * detour, and the visitor's "save me after I sign in" marker. Storage that refuses (private mode, quota) only
 * means the draft is not kept.
 */
export const DRAFT_STORAGE_KEY = 'calculatorDraft';
export const PENDING_SAVE_STORAGE_KEY = 'calculatorPendingSave';

const DRAFT_VERSION = 1;

interface StoredDraft {
  version: number;
  values: unknown;
}

/** Cleared fields are stored as null (JSON has no undefined), so they come back cleared rather than defaulted. */
const clearedAsNull = (_key: string, value: unknown) => (value === undefined ? null : value);

function nullsToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.map(nullsToUndefined);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, nullsToUndefined(item)]));
  }
  return value;
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function writeDraft(values: AnalyserValues): void {
  const stored: StoredDraft = { version: DRAFT_VERSION, values };
  safely(() => localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored, clearedAsNull)), undefined);
}

/**
 * The stored draft as form values, completed with the defaults for anything it lacks (a draft of an older shape);
 * null when there is none or it is not a draft.
 */
export function readDraft(): AnalyserValues | null {
  const raw = safely(() => localStorage.getItem(DRAFT_STORAGE_KEY), null);
  if (!raw) return null;
  const stored = safely(() => JSON.parse(raw) as StoredDraft, null);
  if (!stored || stored.version !== DRAFT_VERSION) return null;
  const values = nullsToUndefined(stored.values);
  if (typeof values !== 'object' || values === undefined || Array.isArray(values)) return null;
  return fillMissing(defaultAnalyserValues(), values);
}

export function clearDraft(): void {
  safely(() => localStorage.removeItem(DRAFT_STORAGE_KEY), undefined);
}

export const hasPendingSave = () =>
  safely(() => localStorage.getItem(PENDING_SAVE_STORAGE_KEY) !== null, false);

export function markPendingSave(): void {
  safely(() => localStorage.setItem(PENDING_SAVE_STORAGE_KEY, new Date().toISOString()), undefined);
}

export function clearPendingSave(): void {
  safely(() => localStorage.removeItem(PENDING_SAVE_STORAGE_KEY), undefined);
}

/** Whether the draft started from the worked example (its untouched figures are marked); absent: it did. */
export const DRAFT_START_STORAGE_KEY = 'calculatorDraftStart';

export function writeDraftStart(fromExample: boolean): void {
  safely(() => localStorage.setItem(DRAFT_START_STORAGE_KEY, fromExample ? 'example' : 'own'), undefined);
}

/** A draft of an older version kept no start: it began as the worked example, the only start there was. */
export const readDraftStart = (): boolean =>
  safely(() => localStorage.getItem(DRAFT_START_STORAGE_KEY), null) !== 'own';
