import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetPageMeta } from '@pac/session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetPageMeta();
});
