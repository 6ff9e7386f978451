import type { MessageKey } from '../i18n/pt-BR.ts';

/** Desk attendant statuses (spec §4): online ('Ativo'), paused, offline ('Ausente'). */
export const ATTENDANT_STATUSES = ['online', 'paused', 'offline'] as const;
export type AttendantStatus = (typeof ATTENDANT_STATUSES)[number];

export const ATTENDANT_STATUS_INFO: Record<AttendantStatus, { label: MessageKey; color: string }> = {
  online: { label: 'attendantStatus.online', color: '#40c057' },
  paused: { label: 'attendantStatus.paused', color: '#fab005' },
  offline: { label: 'attendantStatus.offline', color: '#868e96' },
};

export function isAttendantStatus(value: string): value is AttendantStatus {
  return (ATTENDANT_STATUSES as readonly string[]).includes(value);
}
