import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// sonner's first download fails (a network blip), the next one works.
let failedDownloads = 0;
vi.mock('sonner', async (importOriginal) => {
  if (failedDownloads === 0) {
    failedDownloads += 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

describe('Toaster when sonner cannot be downloaded', () => {
  it('keeps the page, reports the lost toast, and shows the next toast once a download works', async () => {
    const { Toaster, toast } = await import('./toaster.js');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Page</h1>
        <Toaster />
      </main>,
    );
    toast.error('Lost');
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/sonner did not load/), expect.any(Error)),
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(failedDownloads).toBe(1);

    toast.success('Shown');
    expect(await screen.findByText('Shown')).toBeInTheDocument();
    errors.mockRestore();
  });
});
