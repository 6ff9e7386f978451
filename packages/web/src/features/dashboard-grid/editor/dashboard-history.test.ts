import type { Dashboard } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  type DashboardHistory,
  EMPTY_HISTORY,
  HISTORY_LIMIT,
  recordStep,
  redoStep,
  stepFor,
  undoStep,
} from './dashboard-history.ts';

const dashboard = { title: 'Marca', description: '', color: '#12b886' } as Dashboard;

describe('dashboard history', () => {
  it('undoes and redoes an edit over the fields it changed', () => {
    const step = stepFor(dashboard, { title: 'Marca 2' });
    const edited = applyEdit(dashboard, step.after);
    const history = recordStep(EMPTY_HISTORY, step);

    const undone = undoStep(history);
    expect(undone && applyEdit(edited, undone.step.before).title).toBe('Marca');
    const redone = undone && redoStep(undone.history);
    expect(redone && applyEdit(dashboard, redone.step.after).title).toBe('Marca 2');
  });

  it('keeps at least 50 steps and drops the redo branch on a new edit', () => {
    let history: DashboardHistory = EMPTY_HISTORY;
    for (let n = 0; n < HISTORY_LIMIT + 10; n++)
      history = recordStep(history, stepFor(dashboard, { title: `T${n}` }));
    expect(history.past.length).toBe(HISTORY_LIMIT);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(50);

    const undone = undoStep(history);
    expect(undone?.history.future).toHaveLength(1);
    const branched = recordStep(undone?.history ?? EMPTY_HISTORY, stepFor(dashboard, { color: '#000000' }));
    expect(branched.future).toEqual([]);
  });

  it('has nothing to undo or redo at first', () => {
    expect(undoStep(EMPTY_HISTORY)).toBeNull();
    expect(redoStep(EMPTY_HISTORY)).toBeNull();
  });
});
