import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from './toaster.js';

// One module, one sonner: the tests run in order, from before the first toast to after it.
describe('Toaster and toast', () => {
  it('render nothing and load nothing before the first toast', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it('show a toast asked for before sonner arrived, with its description, and later ones at once', async () => {
    render(<Toaster />);
    const id = toast.success('Saved', { description: 'All good' });
    expect(id).toBeTruthy();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(typeof toast.error('Refused')).not.toBe('undefined');
    expect(await screen.findByText('Refused')).toBeInTheDocument();
  });

  it('place toasts below the sticky site header, so they never cover its menu', async () => {
    render(<Toaster />);
    toast.success('Below the header');
    await screen.findByText('Below the header');
    const region = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(region?.style.getPropertyValue('--offset-top')).toBe('80px');
    expect(region?.style.getPropertyValue('--mobile-offset-top')).toBe('72px');
    toast.dismiss();
  });

  it('show toasts created while no Toaster was mounted once one mounts, and dismiss them all', async () => {
    toast.info('Queued while away');
    render(<Toaster />);
    expect(await screen.findByText('Queued while away')).toBeInTheDocument();
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('Queued while away')).not.toBeInTheDocument());
  });
});
