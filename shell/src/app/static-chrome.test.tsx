import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteName } from '@pac/contracts';
import { captureFirstPaint, type RemoteLoader } from '../remotes/remote-area.js';
import { fakeLoader, renderShell } from '../test-utils.js';

const indexHtml = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
const staticRoot = () => {
  const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
  return doc.getElementById('root')!;
};
/** An element's tag and classes: what decides where the static chrome paints. */
const box = (element: Element | null | undefined) => `${element?.tagName} ${element?.className}`;

// index.html paints the chrome before any script runs; React's first render replaces it. Whatever differs between
// the two moves the page under the visitor's eyes (layout shift) when the shell takes over.
describe("index.html's static chrome", () => {
  it('has the layout, header bar and main area of ShellLayout, with the slot the host fills', async () => {
    const root = staticRoot();
    await renderShell('/no-such-page');
    const layout = document.querySelector('main')!.parentElement!;
    const header = screen.getByRole('banner');
    expect(box(root.firstElementChild)).toBe(box(layout));
    expect(box(root.querySelector('header'))).toBe(box(header));
    expect(box(root.querySelector('header > div'))).toBe(box(header.firstElementChild));
    expect(box(root.querySelector('header > div > a'))).toBe(
      box(screen.getByRole('link', { name: 'Property Analysis Calculator home' })),
    );
    expect(box(root.querySelector('main'))).toBe(box(screen.getByRole('main')));
    expect(root.querySelector('main')!.innerHTML.trim()).toBe('<!--pac:first-paint-->');
  });
});

describe('the first paint the host sent', () => {
  const pending: RemoteLoader = { load: () => new Promise(() => undefined), reset: () => undefined };
  const sent = (remote: RemoteName) => {
    const root = staticRoot();
    root.querySelector('main')!.innerHTML =
      `<section data-remote-area="${remote}"><div data-first-paint="${remote}"><h1 class="text-3xl">Sent heading</h1></div></section>`;
    return root;
  };
  afterEach(() => captureFirstPaint(document.createElement('div'), '/'));

  it("stays on screen above the spinner while the page's remote loads", async () => {
    captureFirstPaint(sent('mfe_course'), '/courses');
    await renderShell('/courses', pending);
    const loading = screen.getByTestId('remote-loading-mfe_course');
    expect(loading).toContainElement(screen.getByRole('heading', { level: 1, name: 'Sent heading' }));
    expect(loading).toContainElement(screen.getByRole('status'));
  });

  it('gives way to the remote once it renders, and does not show on a later visit or another page', async () => {
    captureFirstPaint(sent('mfe_course'), '/courses');
    let release: (() => void) | undefined;
    const loader: RemoteLoader = {
      load: (name) =>
        name === 'mfe_course'
          ? new Promise((resolve) => (release = () => resolve(fakeLoader.load(name))))
          : fakeLoader.load(name),
      reset: () => undefined,
    };
    const view = await renderShell('/courses', loader);
    expect(screen.getByRole('heading', { name: 'Sent heading' })).toBeInTheDocument();
    await act(async () => release?.());
    expect(await screen.findByText('mfe_course at /courses')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sent heading' })).not.toBeInTheDocument();
    view.unmount();

    // Another visit to the course (after the remote rendered once) starts without the sent heading.
    await renderShell('/courses', pending);
    expect(screen.queryByRole('heading', { name: 'Sent heading' })).not.toBeInTheDocument();
  });

  it("is not shown for another remote's page, nor for another page of the same remote", async () => {
    captureFirstPaint(sent('mfe_calculator'), '/calculator');
    const other = await renderShell('/courses', pending);
    expect(screen.queryByRole('heading', { name: 'Sent heading' })).not.toBeInTheDocument();
    other.unmount();
    await renderShell('/deals', pending);
    expect(screen.queryByRole('heading', { name: 'Sent heading' })).not.toBeInTheDocument();
  });

  it('keeps the skip link working above it', async () => {
    captureFirstPaint(sent('mfe_course'), '/courses');
    await renderShell('/courses', pending);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });
});
