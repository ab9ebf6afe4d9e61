import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.js';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open resource</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Workbook" description="The PDF viewer">
        <a href="/w.pdf">Open in new tab</a>
        <button>Download</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus when opened', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Open resource'));
    const dialog = screen.getByRole('dialog', { name: 'Workbook' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The PDF viewer');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab inside and closes on Escape, giving focus back to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByText('Open resource');
    await userEvent.click(opener);
    await userEvent.tab();
    expect(screen.getByText('Open in new tab')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the backdrop and the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Open resource'));
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Open resource'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Modal inside a remote area', () => {
  it('portals into the enclosing remote area so the remote styles still apply', async () => {
    render(
      <section data-remote-area="mfe_course">
        <Harness />
      </section>,
    );
    await userEvent.click(screen.getByText('Open resource'));
    expect(screen.getByRole('dialog').closest('[data-remote-area]')).toHaveAttribute(
      'data-remote-area',
      'mfe_course',
    );
  });
});
