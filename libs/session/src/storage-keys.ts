/**
 * Browser storage keys of spec section 3. The original product read the token under two names; there is exactly
 * one here (`authToken`) and everything goes through these constants.
 */
export const STORAGE_KEYS = {
  user: 'user',
  authToken: 'authToken',
  selectedPlan: 'selectedPlan',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  courseSessionId: 'courseSessionId',
} as const;

/** Per-video playback position key of the course player. */
export const videoPositionKey = (videoId: string): string => `videoPosition:${videoId}`;
