import type { MessageKey } from '../i18n/pt-BR.ts';

/** Import jobs (spec §4): queued ('Processando'), then processed ('Processada com sucesso') or error. */
export const IMPORT_JOB_STATES = ['queued', 'processed', 'error'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];

export const IMPORT_JOB_STATE_INFO: Record<
  ImportJobState,
  { label: MessageKey; color: string; final: boolean }
> = {
  queued: { label: 'importJob.queued', color: '#fab005', final: false },
  processed: { label: 'importJob.processed', color: '#40c057', final: true },
  error: { label: 'importJob.error', color: '#fa5252', final: true },
};

/** Only a queued job moves, and only to one of the final states. */
export function canMoveImportJob(from: ImportJobState, to: ImportJobState): boolean {
  return from === 'queued' && IMPORT_JOB_STATE_INFO[to].final;
}
