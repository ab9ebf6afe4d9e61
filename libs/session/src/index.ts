export { LEGACY_TOKEN_KEYS, STORAGE_KEYS, videoPositionKey } from './storage-keys.js';
export { configureRuntime, getRuntimeConfig, resetRuntimeConfig } from './runtime-config.js';
export type { RuntimeConfig } from './runtime-config.js';
export {
  storeSession,
  updateStoredUser,
  clearSession,
  getSessionSnapshot,
  refreshSession,
  subscribeToSession,
  endSession,
  getSessionEndedReason,
  dismissSessionEnded,
  SESSION_CHECK_PATH,
} from './session-store.js';
export type { SessionUser, SessionSnapshot } from './session-store.js';
export { SessionProvider, useSession } from './session-context.js';
export type { SessionContextValue } from './session-context.js';
export { SessionEndedRedirect } from './session-ended-redirect.js';
export {
  calculatorDestination,
  continueCalculatorHandOver,
  handOverChallengeOf,
  handOverStartUrl,
  openCalculator,
  useOpenCalculator,
} from './calculator-hand-over.js';
export type { CalculatorDestination, CalculatorHandOver } from './calculator-hand-over.js';
export { apiFetch, apiUrl, endsSiteSession } from './api-fetch.js';
export { ApiError, callApi, endpointQueryKey, unexplainedStatus } from './call-api.js';
export type { CallApiOptions } from './call-api.js';
export type { ApiFetchInit } from './api-fetch.js';
export { resetPageMeta, setSiteIdentity, usePageMeta } from './page-meta.js';
export type { PageMeta } from './page-meta.js';
