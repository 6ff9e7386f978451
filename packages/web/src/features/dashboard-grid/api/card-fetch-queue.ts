/**
 * How many card-data requests run at once: what HTTP/1.1 gives a page per host, so the queue never holds back a
 * request the browser would have sent, and the rest wait here, where cards in view can go first.
 */
export const CARD_FETCH_LIMIT = 6;

export interface CardFetchQueue {
  /**
   * Runs `task` when fewer than the limit run: waiting tasks of cards in view first, then in the order they
   * were asked for. Aborting the signal before the task starts drops it.
   */
  run<T>(key: string, task: () => Promise<T>, signal: AbortSignal): Promise<T>;
  /** A card with this key came into view (true) or left it (false); several cards may share a key. */
  setInView(key: string, inView: boolean): void;
}

interface Job {
  key: string;
  start: () => void;
}

export function createCardFetchQueue(limit = CARD_FETCH_LIMIT): CardFetchQueue {
  const waiting: Job[] = [];
  const inView = new Map<string, number>();
  let running = 0;

  const startNext = () => {
    while (running < limit && waiting.length > 0) {
      const visible = waiting.findIndex((job) => (inView.get(job.key) ?? 0) > 0);
      const [job] = waiting.splice(Math.max(0, visible), 1);
      if (!job) return;
      running += 1;
      job.start();
    }
  };

  return {
    run(key, task, signal) {
      return new Promise((resolve, reject) => {
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        const job: Job = {
          key,
          start: () => {
            signal.removeEventListener('abort', drop);
            task()
              .then(resolve, reject)
              .finally(() => {
                running -= 1;
                startNext();
              });
          },
        };
        const drop = () => {
          const index = waiting.indexOf(job);
          if (index < 0) return;
          waiting.splice(index, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', drop, { once: true });
        waiting.push(job);
        startNext();
      });
    },
    setInView(key, visible) {
      const count = (inView.get(key) ?? 0) + (visible ? 1 : -1);
      if (count > 0) inView.set(key, count);
      else inView.delete(key);
    },
  };
}

/** The queue of the page's card-data requests. */
export const cardFetchQueue = createCardFetchQueue();
