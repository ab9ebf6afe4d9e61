import { SetMetadata } from '@nestjs/common';

/** Metadata key of `@Public(reason)`; read by the route-guard walk (`@pac/server-kit/testing/route-guards`). */
export const PUBLIC_ROUTE = 'pac:public-route';

/**
 * Marks a handler (or a whole controller) as reachable without signing in, and says why. Nothing enforces it at
 * run time: every route without it must carry an authentication guard, and each service's route-guard test fails
 * otherwise, so a new endpoint cannot be left open by forgetting a guard.
 *
 *   @Post('login') @Public('sign-in: the password step') login(...)
 */
export const Public = (reason: string) => SetMetadata(PUBLIC_ROUTE, reason);
