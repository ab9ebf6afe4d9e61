const LINE_HEIGHT_PX = 16;

/**
 * A browser turns the mouse wheel over a focused number field into steps of its value, so scrolling past a field
 * changed the rent. Under `element`, the wheel over a focused number field scrolls the page instead; returns the
 * undo. The listener is not passive: only preventDefault stops the change. Part of the analyser's engine (loaded
 * right after the first paint), not of the first paint itself.
 */
export function keepWheelOffNumbers(element: HTMLElement): () => void {
  const onWheel = (event: WheelEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.type !== 'number') return;
    if (target !== document.activeElement) return;
    event.preventDefault();
    const scale = event.deltaMode === WheelEvent.DOM_DELTA_PIXEL ? 1 : LINE_HEIGHT_PX;
    window.scrollBy({ left: event.deltaX * scale, top: event.deltaY * scale });
  };
  element.addEventListener('wheel', onWheel, { passive: false });
  return () => element.removeEventListener('wheel', onWheel);
}
