export interface CardFetchOrder {
  /**
   * Starts `task` together with the other card requests asked for in the same moment (a dashboard opening,
   * a refresh, a filter change), those of cards in view first. Nothing is held back: the browser's own queue
   * (six connections per host on HTTP/1.1) then answers the cards on screen first.
   */
  run<T>(task: () => Promise<T>, inView: () => boolean): Promise<T>;
}

interface Job {
  inView: () => boolean;
  start: () => void;
}

export function createCardFetchOrder(): CardFetchOrder {
  let asked: Job[] = [];
  const startAll = () => {
    const jobs = asked;
    asked = [];
    const visible = jobs.map((job) => job.inView());
    for (const job of jobs.filter((_, index) => visible[index])) job.start();
    for (const job of jobs.filter((_, index) => !visible[index])) job.start();
  };
  return {
    run(task, inView) {
      return new Promise((resolve, reject) => {
        // Every card of a render asks within one task: the first request waits for the others to be asked.
        if (asked.length === 0) queueMicrotask(startAll);
        asked.push({ inView, start: () => void task().then(resolve, reject) });
      });
    },
  };
}

/** The order of the page's card-data requests. */
export const cardFetchOrder = createCardFetchOrder();
