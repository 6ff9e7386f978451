import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether every one of `cardCount` cards under `root` has settled: none is still loading, and every chart is
 * drawn (the chart library is a chunk of its own, which may still be on its way).
 */
function allSettled(root: HTMLElement, cardCount: number): boolean {
  const cards = root.querySelectorAll('[data-card-id]');
  return (
    cards.length === cardCount &&
    [...cards].every((card) => card.getAttribute('data-state') !== 'loading') &&
    root.querySelector('[data-drawn="false"]') === null
  );
}

/**
 * True once every card of the print view has rendered, failed or found nothing, and the browser has painted
 * that (two frames later, so charts have drawn). The server's headless browser waits for this to print.
 */
export function usePrintReady(root: RefObject<HTMLElement | null>, cardCount: number): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let frame = 0;
    let pending = false;
    const check = () => {
      if (!allSettled(element, cardCount)) {
        cancelAnimationFrame(frame);
        pending = false;
        setReady(false);
        return;
      }
      // Renderers keep changing the DOM as they draw; a check already on its way is not started over.
      if (pending) return;
      pending = true;
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          pending = false;
          setReady(allSettled(element, cardCount));
        });
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state', 'data-drawn'],
    });
    check();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [root, cardCount]);

  return ready;
}
