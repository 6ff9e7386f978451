import type { MessageKey } from '../i18n/pt-BR.ts';

/** Customer-service conversation statuses (spec §4), each with its colour and pt-BR name. */
export const CONVERSATION_STATUSES = [
  'pending',
  'opened',
  'holding',
  'replied',
  'closed',
  'ignored',
] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export interface ConversationStatusInfo {
  status: ConversationStatus;
  label: MessageKey;
  color: string;
}

export const CONVERSATION_STATUS_INFO: Record<ConversationStatus, ConversationStatusInfo> = {
  pending: { status: 'pending', label: 'conversationStatus.pending', color: '#fab005' },
  opened: { status: 'opened', label: 'conversationStatus.opened', color: '#228be6' },
  holding: { status: 'holding', label: 'conversationStatus.holding', color: '#fd7e14' },
  replied: { status: 'replied', label: 'conversationStatus.replied', color: '#40c057' },
  closed: { status: 'closed', label: 'conversationStatus.closed', color: '#495057' },
  ignored: { status: 'ignored', label: 'conversationStatus.ignored', color: '#adb5bd' },
};

/**
 * The pt-BR names the sac_status and sac_last_status filters store (spec §3 "Filter values"): the status each
 * name stands for.
 */
export const STATUS_OF_FILTER_NAME = {
  Aberto: 'opened',
  Pendente: 'pending',
  Respondido: 'replied',
  Fechado: 'closed',
  'Em Espera': 'holding',
} as const satisfies Record<string, ConversationStatus>;

/**
 * Transition events the status cards count (spec §4). The spec does not list the allowed transitions; the
 * status an event leads to follows from its name.
 */
export const CONVERSATION_EVENTS = [
  'posted_to_open',
  'waiting',
  'open_to_answer',
  'answer_to_finished',
] as const;
export type ConversationEvent = (typeof CONVERSATION_EVENTS)[number];

export const CONVERSATION_EVENT_INFO: Record<
  ConversationEvent,
  { event: ConversationEvent; label: MessageKey; to: ConversationStatus }
> = {
  posted_to_open: { event: 'posted_to_open', label: 'conversationEvent.posted_to_open', to: 'opened' },
  waiting: { event: 'waiting', label: 'conversationEvent.waiting', to: 'holding' },
  open_to_answer: { event: 'open_to_answer', label: 'conversationEvent.open_to_answer', to: 'replied' },
  answer_to_finished: {
    event: 'answer_to_finished',
    label: 'conversationEvent.answer_to_finished',
    to: 'closed',
  },
};

export function isConversationStatus(value: string): value is ConversationStatus {
  return (CONVERSATION_STATUSES as readonly string[]).includes(value);
}
