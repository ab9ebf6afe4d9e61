import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TableRegion } from './table-region.js';

describe('TableRegion', () => {
  it('is a named region a keyboard user can tab to, scrolling its wide table inside itself', async () => {
    render(
      <TableRegion label="Users table" className="border">
        <table>
          <tbody>
            <tr>
              <td>Ada</td>
            </tr>
          </tbody>
        </table>
      </TableRegion>,
    );
    const region = screen.getByRole('region', { name: 'Users table' });
    expect(region).toContainElement(screen.getByRole('table'));
    expect(region).toHaveClass('overflow-x-auto', 'border');
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
