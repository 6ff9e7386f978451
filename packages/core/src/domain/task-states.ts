import type { MessageKey } from '../i18n/pt-BR.ts';

/** Task states (spec §3). */
export const TASK_STATES = ['TO_DO', 'DOING', 'DONE', 'SKIP'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const TASK_STATE_LABELS: Record<TaskState, MessageKey> = {
  TO_DO: 'taskState.TO_DO',
  DOING: 'taskState.DOING',
  DONE: 'taskState.DONE',
  SKIP: 'taskState.SKIP',
};

/** Whether the task needs no more work. */
export function isTaskFinished(state: TaskState): boolean {
  return state === 'DONE' || state === 'SKIP';
}
