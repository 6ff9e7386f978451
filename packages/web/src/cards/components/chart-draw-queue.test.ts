import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAW_BUDGET_MS, queueChartDraw } from './chart-draw-queue.ts';

/** Queues drawings that each take `ms` of the page's thread; says, for each, whether it ran in a later task. */
async function drawAll(costs: number[]): Promise<boolean[]> {
  let clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  // A microtask queued by a drawing runs before the next task: a drawing that finds it done ran in a new task.
  let previousTaskEnded = true;
  const inNewTask: boolean[] = [];
  await new Promise<void>((done) => {
    costs.forEach((cost, index) => {
      queueChartDraw(() => {
        inNewTask.push(previousTaskEnded);
        previousTaskEnded = false;
        queueMicrotask(() => {
          previousTaskEnded = true;
        });
        clock += cost;
        if (index === costs.length - 1) done();
      });
    });
  });
  return inNewTask;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('queueChartDraw', () => {
  it('draws later, in order, as many in one task as the budget holds', async () => {
    const order: string[] = [];
    queueChartDraw(() => order.push('a'));
    queueChartDraw(() => order.push('b'));
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toEqual(['a', 'b']));
    expect(await drawAll([1, 1, 1])).toEqual([true, false, false]);
  });

  it('lets the page in between once the drawings have taken the budget', async () => {
    const half = DRAW_BUDGET_MS / 2 + 1;
    const newTasks = await drawAll([half, half, half, DRAW_BUDGET_MS * 2, 1]);
    // Two halves fill the budget; the long one still runs (it started within its task's budget).
    expect(newTasks).toEqual([true, false, true, false, true]);
  });
});
