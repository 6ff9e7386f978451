import type { Dashboard } from '@mirante/core';

/** The document fields an editor changes (each has a named save, see dashboard-saves.ts). */
export type EditableField =
  | 'title'
  | 'description'
  | 'language'
  | 'color'
  | 'logo'
  | 'isDarkTheme'
  | 'cards'
  | 'pages'
  | 'globalFilter'
  | 'contracts'
  | 'onboardingStatus'
  | 'hiddenComponents';

/** Some of the editable fields of a dashboard, with their new values. */
export type DashboardEdit = Partial<Pick<Dashboard, EditableField>>;

/** One step of the history: how to go back (`before`) and forth (`after`) over the fields it changed. */
export interface HistoryStep {
  before: DashboardEdit;
  after: DashboardEdit;
}

export interface DashboardHistory {
  past: HistoryStep[];
  future: HistoryStep[];
}

/** Undo reaches at least this many steps back (issue: ≥ 50). */
export const HISTORY_LIMIT = 100;

export const EMPTY_HISTORY: DashboardHistory = { past: [], future: [] };

/** The values `edit` replaces, read from the document before the edit. */
export function stepFor(dashboard: Dashboard, edit: DashboardEdit): HistoryStep {
  const before: DashboardEdit = {};
  for (const field of Object.keys(edit) as EditableField[]) {
    Object.assign(before, { [field]: dashboard[field] });
  }
  return { before, after: edit };
}

/** A new edit: remembered for undo (the oldest forgotten past the limit); the redo branch is dropped. */
export function recordStep(history: DashboardHistory, step: HistoryStep): DashboardHistory {
  return { past: [...history.past, step].slice(-HISTORY_LIMIT), future: [] };
}

/** The step undo would revert, and the history after it; null when there is nothing to undo. */
export function undoStep(history: DashboardHistory): { step: HistoryStep; history: DashboardHistory } | null {
  const step = history.past.at(-1);
  if (!step) return null;
  return { step, history: { past: history.past.slice(0, -1), future: [step, ...history.future] } };
}

/** The step redo would apply again, and the history after it; null when there is nothing to redo. */
export function redoStep(history: DashboardHistory): { step: HistoryStep; history: DashboardHistory } | null {
  const [step, ...future] = history.future;
  if (!step) return null;
  return { step, history: { past: [...history.past, step], future } };
}

export function applyEdit(dashboard: Dashboard, edit: DashboardEdit): Dashboard {
  return { ...dashboard, ...edit };
}
