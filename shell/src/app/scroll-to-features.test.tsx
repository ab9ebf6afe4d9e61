// Lives beside the layout because it checks two features together: the header's scroll to #features and ScrollToTop.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '../features/scroll-to-top/scroll-to-top.js';
import { FEATURES_SCROLL_DELAY_MS, useScrollToFeatures } from '../features/header/use-scroll-to-features.js';

const scrolls: string[] = [];

function FeaturesButton() {
  const scrollToFeatures = useScrollToFeatures();
  const { pathname } = useLocation();
  return (
    <>
      <output data-testid="path">{pathname}</output>
      <button type="button" onClick={scrollToFeatures}>
        Features
      </button>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <FeaturesButton />
      <Routes>
        <Route path="/" element={<section id="features">Features</section>} />
        <Route path="*" element={<p>About</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('header Features link', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrolls.length = 0;
    window.scrollTo = vi.fn(() => scrolls.push('top')) as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = vi.fn(function (
      this: Element,
      options?: ScrollIntoViewOptions | boolean,
    ) {
      scrolls.push(`${this.id}:${typeof options === 'object' ? options.behavior : ''}`);
    });
  });
  afterEach(() => vi.useRealTimers());

  it('on the home page scrolls smoothly to #features after 100 ms', () => {
    renderAt('/');
    act(() => vi.advanceTimersByTime(20)); // ScrollToTop's own jumps for the first render
    scrolls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Features' }));
    act(() => vi.advanceTimersByTime(FEATURES_SCROLL_DELAY_MS - 1));
    expect(scrolls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolls).toEqual(['features:smooth']);
  });

  it('from another page goes home first and scrolls after the jump to the top, never before it', async () => {
    renderAt('/about-us');
    scrolls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Features' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FEATURES_SCROLL_DELAY_MS + 100);
    });
    expect(scrolls.at(-1)).toBe('features:auto');
    expect(scrolls.lastIndexOf('top')).toBeLessThan(scrolls.indexOf('features:auto'));
  });
});
