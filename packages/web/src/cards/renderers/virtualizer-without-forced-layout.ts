import { elementScroll, type Rect, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';

// A table mounts with the dashboard's 40 cards: anything that reads the layout then (a size, a scroll write)
// makes the browser lay out the whole page at once, and again after the other cards' changes.

/**
 * The scroll box's size as its ResizeObserver reports it, after layout. The virtualiser's own observer also
 * reads the size at once, which forces a layout of the whole dashboard while its cards mount; until the first
 * report the table takes its initial size.
 */
export function observeRectAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: Rect) => void,
) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (!entry) return;
    report({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

type ScrollTo = VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'];

/**
 * The virtualiser's scroll writes, but for its first one when that is to the top of a new box, which is there
 * already: the write would force a layout of the whole dashboard while its cards mount.
 */
export function scrollAfterMount(): ScrollTo {
  let first = true;
  return (offset, options, instance) => {
    const atTop = first && offset + (options.adjustments ?? 0) === 0;
    first = false;
    if (!atTop) elementScroll(offset, options, instance);
  };
}
