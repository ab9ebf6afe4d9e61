import { browserTests } from '../../vitest.presets';

export default browserTests();
