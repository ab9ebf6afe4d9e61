import { nodeTests } from '../../vitest.presets';

export default nodeTests();
