import { type Request } from 'express';

/** Who is asking, as sign-in records and audit metadata keep it. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export const requestOrigin = (req: Request): RequestOrigin => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 512) ?? null,
});
