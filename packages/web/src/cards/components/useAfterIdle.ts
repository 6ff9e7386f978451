import { useEffect, useState } from 'react';

/** At the latest this long after mount, even on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2_000;

/** An idle callback where the browser has them; a timer elsewhere (Safari, jsdom). Answers its cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * False until the browser first has nothing else to do after the component mounted, then true: for what no
 * one sees at first (a chart's table for screen readers), so it does not delay what everyone sees.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
