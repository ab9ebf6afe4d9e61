import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The results lay out one section per task and the charts load as their own chunk: on a loaded 2-core CI
// machine that takes longer than the library's default 1 s wait for something to appear.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
