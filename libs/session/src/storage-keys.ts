/**
 * The keys the site keeps in browser storage. The session token is not among them: browsers hold the session in the
 * httpOnly cookie alone, and `user` / `adminUser` are display data that the server's answer corrects.
 */
export const STORAGE_KEYS = {
  user: 'user',
  selectedPlan: 'selectedPlan',
  adminUser: 'adminUser',
  courseSessionId: 'courseSessionId',
} as const;

/** Where earlier builds kept session tokens (`authToken`, `adminToken`): removed wherever they are still found. */
export const LEGACY_TOKEN_KEYS = ['authToken', 'adminToken', 'token'] as const;

/** Per-video playback position key of the course player. */
export const videoPositionKey = (videoId: string): string => `videoPosition:${videoId}`;
