import { type RefObject, useEffect } from 'react';
import type { CardFetchQueue } from '../api/card-fetch-queue.ts';

type Listener = (inView: boolean) => void;

const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | null = null;

/** One observer for every card of the page (40 cards, one observer). */
function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
  });
  return observer;
}

/**
 * While the element is in the viewport, the card's requests under `key` go ahead of the waiting requests of
 * cards out of view, so the part of a long dashboard on screen fills first. Without an element or a key (a
 * static card) nothing is watched.
 */
export function useFetchPriorityInView(
  ref: RefObject<Element | null> | undefined,
  key: string | null,
  queue: CardFetchQueue,
): void {
  useEffect(() => {
    const element = ref?.current;
    const watcher = sharedObserver();
    if (!element || key === null || !watcher) return undefined;
    let inView = false;
    listeners.set(element, (visible) => {
      if (visible === inView) return;
      inView = visible;
      queue.setInView(key, visible);
    });
    watcher.observe(element);
    return () => {
      watcher.unobserve(element);
      listeners.delete(element);
      if (inView) queue.setInView(key, false);
    };
  }, [ref, key, queue]);
}
