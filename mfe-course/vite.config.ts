// Relative imports: Vite bundles this config with Node's conditions, which would need the libs' dist builds.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ROUTES } from '../libs/contracts/src/routes.js';
import { DEFAULT_PORTS } from '../libs/contracts/src/services.js';
import { remoteViteConfig } from '../libs/federation/src/remote-vite-config.js';
import { CourseFirstPaint } from './src/features/course/course-intro.js';

export default remoteViteConfig('mfe_course', {
  port: DEFAULT_PORTS.mfe_course,
  gatewayPort: DEFAULT_PORTS.gateway,
  firstPaint: { [ROUTES.courses]: renderToStaticMarkup(createElement(CourseFirstPaint)) },
});
