import { describe, expect, it } from 'vitest';
import { createCardFetchOrder } from './card-fetch-order.ts';

describe('createCardFetchOrder', () => {
  it('starts requests of cards in view at once, and those of cards out of view after all asked together', async () => {
    const order = createCardFetchOrder();
    const started: string[] = [];
    const ask = (name: string, inView: boolean) =>
      order.run(
        async () => {
          started.push(name);
          return name;
        },
        () => inView,
      );
    const answers = [ask('top', false), ask('middle', true), ask('bottom', false), ask('next', true)];
    expect(started).toEqual(['middle', 'next']);
    await expect(Promise.all(answers)).resolves.toEqual(['top', 'middle', 'bottom', 'next']);
    expect(started).toEqual(['middle', 'next', 'top', 'bottom']);

    await ask('later', false);
    expect(started.at(-1)).toBe('later');
  });

  it('passes a failed request on to its card', async () => {
    const order = createCardFetchOrder();
    const failed = order.run(
      () => Promise.reject(new Error('HTTP 500')),
      () => true,
    );
    await expect(failed).rejects.toThrow('HTTP 500');
  });
});
