import { browserTests } from '../../vitest.presets.js';

export default browserTests();
