import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether an element has been laid out with a width and a height. Charts wait for it: ECharts cannot lay out
 * a zero-sized container (a hidden card, a collapsed panel) and some series fail there.
 */
export function useHasSize(ref: RefObject<HTMLElement | null>): boolean {
  const [hasSize, setHasSize] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setHasSize(element.clientWidth > 0 && element.clientHeight > 0);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return hasSize;
}
