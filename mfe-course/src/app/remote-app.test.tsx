import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_OWNERS } from '@pac/contracts';
import RemoteApp from './remote-app.js';

describe('mfe_course routes', () => {
  it('renders the course page on every path this remote owns', () => {
    for (const path of ROUTE_OWNERS.mfe_course) {
      const { unmount } = render(
        <MemoryRouter initialEntries={[path]}>
          <RemoteApp />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Course');
      expect(screen.getByRole('heading', { name: 'Course Overview' })).toBeInTheDocument();
      expect(screen.getByText('Module 7')).toBeInTheDocument();
      unmount();
    }
  });
});
