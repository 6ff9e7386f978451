export interface CardFetchOrder {
  /**
   * Starts `task` at once when its card is in view; a card out of view starts once the current task (a
   * dashboard opening, a refresh, a filter change) has asked for every card's data, so the requests of cards
   * in view are first in the browser's own queue (six connections per host on HTTP/1.1). Nothing is held
   * longer than that.
   */
  run<T>(task: () => Promise<T>, inView: () => boolean): Promise<T>;
}

export function createCardFetchOrder(): CardFetchOrder {
  let later: (() => void)[] = [];
  const startLater = () => {
    const starts = later;
    later = [];
    for (const start of starts) start();
  };
  return {
    run(task, inView) {
      if (inView()) return task();
      return new Promise((resolve, reject) => {
        // Every card of a render asks within one task: those out of view start when it ends.
        if (later.length === 0) queueMicrotask(startLater);
        later.push(() => void task().then(resolve, reject));
      });
    },
  };
}

/** The order of the page's card-data requests. */
export const cardFetchOrder = createCardFetchOrder();
