import { describe, expect, it } from 'vitest';
import { createCardFetchQueue } from './card-fetch-queue.ts';

/** A task that resolves when told to, recording that it started. */
function deferredTask(started: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const task = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCardFetchQueue', () => {
  it('runs up to its limit at once and starts the next when one ends', async () => {
    const queue = createCardFetchQueue(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => deferredTask(started, name));
    const answers = tasks.map((job, index) => queue.run(`k${index}`, job.task, new AbortController().signal));
    expect(started).toEqual(['a', 'b']);
    tasks[0]?.finish();
    await expect(answers[0]).resolves.toBe('a');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('starts waiting requests of cards in view before those asked for earlier', async () => {
    const queue = createCardFetchQueue(1);
    const started: string[] = [];
    const first = deferredTask(started, 'first');
    void queue.run('first', first.task, new AbortController().signal);
    for (const name of ['top', 'middle', 'bottom']) {
      void queue.run(name, deferredTask(started, name).task, new AbortController().signal);
    }
    queue.setInView('bottom', true);
    first.finish();
    await settle();
    expect(started).toEqual(['first', 'bottom']);
  });

  it('counts cards sharing a key: the key stays in view until the last of them leaves', async () => {
    const queue = createCardFetchQueue(1);
    const started: string[] = [];
    const first = deferredTask(started, 'first');
    void queue.run('first', first.task, new AbortController().signal);
    void queue.run('top', deferredTask(started, 'top').task, new AbortController().signal);
    void queue.run('shared', deferredTask(started, 'shared').task, new AbortController().signal);
    queue.setInView('shared', true);
    queue.setInView('shared', true);
    queue.setInView('shared', false);
    first.finish();
    await settle();
    expect(started).toEqual(['first', 'shared']);
  });

  it('drops a waiting request when it is aborted, and frees the slot of one that failed', async () => {
    const queue = createCardFetchQueue(1);
    const started: string[] = [];
    const failing = deferredTask(started, 'failing');
    const failed = queue.run('failing', failing.task, new AbortController().signal);
    const controller = new AbortController();
    const dropped = queue.run('dropped', deferredTask(started, 'dropped').task, controller.signal);
    const last = deferredTask(started, 'last');
    const answer = queue.run('last', last.task, new AbortController().signal);
    controller.abort(new Error('unmounted'));
    await expect(dropped).rejects.toThrow('unmounted');
    failing.fail(new Error('HTTP 500'));
    await expect(failed).rejects.toThrow('HTTP 500');
    await settle();
    last.finish();
    await expect(answer).resolves.toBe('last');
    expect(started).toEqual(['failing', 'last']);
  });

  it('does not start a request whose signal is already aborted', async () => {
    const queue = createCardFetchQueue(1);
    const started: string[] = [];
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(queue.run('k', deferredTask(started, 'k').task, controller.signal)).rejects.toThrow('gone');
    expect(started).toEqual([]);
  });
});
