import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  CONVERSATION_EVENT_INFO,
  CONVERSATION_EVENTS,
  CONVERSATION_STATUS_INFO,
  CONVERSATION_STATUSES,
  STATUS_OF_FILTER_NAME,
} from './conversation-statuses.ts';

describe('conversation statuses', () => {
  it('names the statuses as the spec does, each with its own colour', () => {
    const names = CONVERSATION_STATUSES.map((s) => translate(CONVERSATION_STATUS_INFO[s].label));
    expect(names).toEqual(['Pendente', 'Aberto', 'Em Espera', 'Respondido', 'Fechado', 'Ignorado']);
    expect(new Set(CONVERSATION_STATUSES.map((s) => CONVERSATION_STATUS_INFO[s].color)).size).toBe(6);
  });

  it('reads the pt-BR names the filters store', () => {
    for (const [name, status] of Object.entries(STATUS_OF_FILTER_NAME)) {
      expect(translate(CONVERSATION_STATUS_INFO[status].label)).toBe(name);
    }
  });

  it('lists the four transition events and where they lead', () => {
    expect(CONVERSATION_EVENTS).toEqual([
      'posted_to_open',
      'waiting',
      'open_to_answer',
      'answer_to_finished',
    ]);
    expect(CONVERSATION_EVENT_INFO.open_to_answer.to).toBe('replied');
    expect(CONVERSATION_EVENT_INFO.answer_to_finished.to).toBe('closed');
  });
});
