import { nodeTests } from '../../vitest.presets.js';

export default nodeTests({ name: '@pac/router' });
