import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test-utils.js';

describe('scroll to top', () => {
  it('scrolls to the top now, after a zero-delay timer and on the next frame when the path changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderShell('/about-us');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(scrollTo.mock.calls.filter(([x, y]) => x === 0 && y === 0).length).toBeGreaterThanOrEqual(3);
  });
});
