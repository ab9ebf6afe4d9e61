import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_OWNERS, type CourseCatalogueResponse, type CourseVideoEntry } from '@pac/contracts';
import { COURSE_TEXTS } from '../texts.js';
import { renderToStaticMarkup } from 'react-dom/server';
import { CourseFirstPaint } from '../features/course/course-intro.js';
import RemoteApp from './remote-app.js';

const video = (
  id: string,
  title: string,
  resources: CourseVideoEntry['resources'] = [],
): CourseVideoEntry => ({
  id,
  title,
  description: `About ${title}`,
  videoHostId: '824560193',
  duration: '2:16',
  durationSeconds: 136,
  resources,
});
const catalogue: CourseCatalogueResponse = {
  success: true,
  stages: [
    {
      id: 'start-here',
      title: 'Start Here',
      videos: [
        video('start-here', 'Welcome: How to Get the Most from This Course', [
          { title: 'Getting Started Workbook (PDF)', url: '/api/workbook/download' },
          { title: 'Create your free calculator account', url: '/register' },
        ]),
        video('introduction', 'Introduction'),
      ],
    },
    {
      id: 'modules',
      title: 'Modules',
      videos: [
        video('module1', 'Module 1: Research'),
        video('module7', 'Module 7: Presenting the Deal and Next Steps'),
      ],
    },
  ],
};
const progress = {
  success: true,
  progress: [
    { video_id: 'start-here', module_id: 'start-here', position: 0, completed: true, updated_at: '' },
  ],
  percentage: 11,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json(url.endsWith('/catalogue') ? catalogue : progress)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteApp />
    </MemoryRouter>,
  );

describe('mfe_course routes', () => {
  it('renders the course page on every path this remote owns', async () => {
    for (const path of ROUTE_OWNERS.mfe_course) {
      const { unmount } = renderAt(path);
      // The heading shows at once; the overview once the catalogue has arrived.
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Course');
      expect(document.title).toBe(`${COURSE_TEXTS.meta.title} · Property Analysis Calculator`);
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        COURSE_TEXTS.meta.description,
      );
      expect(await screen.findByRole('heading', { name: 'Course Overview' })).toBeInTheDocument();
      unmount();
    }
  });

  it("starts with the markup the shell's host paints before any script (vite.config.ts firstPaint)", async () => {
    const { container } = renderAt('/courses');
    // The page's frame and heading, as the static first paint has them: the render lands on it, nothing moves.
    const sent = renderToStaticMarkup(<CourseFirstPaint />).replace(/<\/div>$/, '');
    expect(container.querySelector('h1')?.closest('div')?.outerHTML.startsWith(sent)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Course Overview' })).toBeInTheDocument();
  });

  it('expands the first module and plays its first video by default; shows statuses and progress', async () => {
    renderAt('/courses');
    expect(await screen.findByTestId('video-title')).toHaveTextContent(
      'Welcome: How to Get the Most from This Course',
    );
    expect(screen.getByRole('button', { name: /Start Here/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Modules/ })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByTestId('overall-progress')).toHaveTextContent('11%');
    expect(document.querySelector('[data-video="start-here"]')).toHaveAttribute('data-status', 'completed');
    expect(document.querySelector('[data-video="introduction"]')).toHaveAttribute('data-status', 'available');
    expect(document.querySelector('[data-stage="start-here"]')).toHaveAttribute('data-status', 'in-progress');
    expect(screen.getByText('Loading video...')).toBeInTheDocument();
    // The PDF opens in the viewer (a button); /register navigates in place (a link, no new tab).
    expect(screen.getByRole('button', { name: 'Getting Started Workbook (PDF)' })).toBeInTheDocument();
    const register = screen.getByRole('link', { name: 'Create your free calculator account' });
    expect(register).toHaveAttribute('href', '/register');
    expect(register).not.toHaveAttribute('target');
  });

  it('#module-7 preselects module 7 and opens its module', async () => {
    renderAt('/courses#module-7');
    expect(await screen.findByTestId('video-title')).toHaveTextContent(
      'Module 7: Presenting the Deal and Next Steps',
    );
    expect(screen.getByRole('button', { name: /Modules/ })).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById('stage-modules') as HTMLElement;
    expect(within(list).getByRole('button', { name: /Module 7/ })).toHaveAttribute('aria-current', 'true');
  });
});

describe('course page states', () => {
  it('says the course could not be loaded when the catalogue cannot be read, and Retry reads it again', async () => {
    let catalogueUp = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (!url.endsWith('/catalogue')) return Response.json(progress);
        return catalogueUp ? Response.json(catalogue) : new Response('{}', { status: 503 });
      }),
    );
    // A cache of the test's own, without retries: the remote's cache may hold another test's catalogue.
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/courses']}>
          <RemoteApp />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading course...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The course could not be loaded. Please try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Course Overview' })).not.toBeInTheDocument();

    catalogueUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Course Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
