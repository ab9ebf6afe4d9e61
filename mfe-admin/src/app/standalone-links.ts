import { ROUTES } from '@pac/contracts';
import type { StandaloneLink } from '@pac/standalone';
import { ADMIN_SECTIONS } from './remote-app.js';

export const STANDALONE_LINKS: readonly StandaloneLink[] = [
  ROUTES.adminLogin,
  ...ADMIN_SECTIONS.map(([path]) => path),
].map((path) => ({ label: path, href: path }));
