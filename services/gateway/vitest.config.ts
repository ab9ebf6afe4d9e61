import { INTEGRATION_TIMEOUTS, nodeTests } from '../../vitest.presets';

export default nodeTests(INTEGRATION_TIMEOUTS);
