import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { ATTENDANT_STATUS_INFO, isAttendantStatus } from './attendant-statuses.ts';
import { canMoveImportJob, IMPORT_JOB_STATE_INFO } from './import-job-states.ts';
import { isValidSurveyScore, SURVEY_MAX_SCORE } from './surveys.ts';
import { isTaskFinished, TASK_STATES } from './task-states.ts';

describe('surveys', () => {
  it('caps CES at 7, CSAT at 5 and NPS at 10', () => {
    expect(SURVEY_MAX_SCORE).toEqual({ CES: 7, CSAT: 5, NPS: 10 });
    expect(isValidSurveyScore('NPS', 0)).toBe(true);
    expect(isValidSurveyScore('NPS', 11)).toBe(false);
    expect(isValidSurveyScore('CSAT', 0)).toBe(false);
    expect(isValidSurveyScore('CES', 7)).toBe(true);
    expect(isValidSurveyScore('CSAT', 4.5)).toBe(false);
  });
});

describe('task states', () => {
  it('are TO_DO, DOING, DONE and SKIP; DONE and SKIP are finished', () => {
    expect(TASK_STATES).toEqual(['TO_DO', 'DOING', 'DONE', 'SKIP']);
    expect(TASK_STATES.filter(isTaskFinished)).toEqual(['DONE', 'SKIP']);
  });
});

describe('import jobs', () => {
  it('show Processando while queued and Processada com sucesso when done', () => {
    expect(translate(IMPORT_JOB_STATE_INFO.queued.label)).toBe('Processando');
    expect(translate(IMPORT_JOB_STATE_INFO.processed.label)).toBe('Processada com sucesso');
  });

  it('move only from queued to processed or error', () => {
    expect(canMoveImportJob('queued', 'processed')).toBe(true);
    expect(canMoveImportJob('queued', 'error')).toBe(true);
    expect(canMoveImportJob('processed', 'queued')).toBe(false);
    expect(canMoveImportJob('error', 'processed')).toBe(false);
  });
});

describe('attendant statuses', () => {
  it('show Ativo when online and Ausente when offline', () => {
    expect(translate(ATTENDANT_STATUS_INFO.online.label)).toBe('Ativo');
    expect(translate(ATTENDANT_STATUS_INFO.offline.label)).toBe('Ausente');
    expect(isAttendantStatus('paused')).toBe(true);
    expect(isAttendantStatus('busy')).toBe(false);
  });
});
