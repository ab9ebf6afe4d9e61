import { render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepWheelOffNumbers } from './wheel-guard.js';

function Fields() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => keepWheelOffNumbers(ref.current!), []);
  return (
    <form ref={ref}>
      <label>
        Monthly rent <input type="number" defaultValue={950} />
      </label>
      <label>
        Deal name <input type="text" defaultValue="Flat 2" />
      </label>
    </form>
  );
}

const wheel = (target: HTMLElement) => {
  const event = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('the mouse wheel over the analyser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never steps a focused number field: the page scrolls by the wheel instead', () => {
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    render(<Fields />);
    const rent = screen.getByLabelText('Monthly rent');
    rent.focus();
    expect(wheel(rent).defaultPrevented).toBe(true);
    expect(scrollBy).toHaveBeenCalledWith({ left: 0, top: 100 });
    expect(rent).toHaveValue(950);
  });

  it('leaves the wheel alone over a number field without focus and over other fields', () => {
    render(<Fields />);
    expect(wheel(screen.getByLabelText('Monthly rent')).defaultPrevented).toBe(false);
    const name = screen.getByLabelText('Deal name');
    name.focus();
    expect(wheel(name).defaultPrevented).toBe(false);
  });
});
