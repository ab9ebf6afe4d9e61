import { INTEGRATION_TIMEOUTS, nodeTests } from '../../vitest.presets.js';

export default nodeTests(INTEGRATION_TIMEOUTS);
