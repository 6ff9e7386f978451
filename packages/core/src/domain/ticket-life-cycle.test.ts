import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { TICKET_OUTCOME_LABELS, ticketOutcome, ticketPhase, ticketTypesOf } from './ticket-life-cycle.ts';

const queued = { assignedAt: null, closedAt: null, closedBy: null, transferred: false } as const;

describe('desk ticket life cycle', () => {
  it('moves from queue to attendance to closed', () => {
    expect(ticketPhase(queued)).toBe('waiting');
    expect(ticketPhase({ ...queued, assignedAt: 10 })).toBe('inAttendance');
    expect(ticketPhase({ ...queued, assignedAt: 10, closedAt: 20, closedBy: 'attendant' })).toBe('closed');
  });

  it('calls a ticket the client closed in the queue missed', () => {
    const ticket = { ...queued, closedAt: 20, closedBy: 'client' } as const;
    expect(ticketOutcome(ticket)).toBe('missed');
    expect(ticketTypesOf(ticket)).toEqual(['missed', 'closedClient', 'closed']);
  });

  it('calls a ticket the client closed after assignment abandoned', () => {
    const ticket = { ...queued, assignedAt: 10, closedAt: 20, closedBy: 'client' } as const;
    expect(ticketOutcome(ticket)).toBe('abandoned');
    expect(ticketTypesOf(ticket)).toEqual(['closedClient', 'closed']);
  });

  it('calls a ticket closed by the attendant, or transferred, attended', () => {
    expect(ticketOutcome({ ...queued, assignedAt: 10, closedAt: 20, closedBy: 'attendant' })).toBe(
      'attended',
    );
    expect(ticketOutcome({ ...queued, assignedAt: 10, transferred: true })).toBe('attended');
    expect(ticketTypesOf({ ...queued, assignedAt: 10, transferred: true })).toEqual(['open', 'transferred']);
  });

  it('has no outcome while open', () => {
    expect(ticketOutcome({ ...queued, assignedAt: 10 })).toBeNull();
    expect(ticketTypesOf(queued)).toEqual(['open']);
  });

  it('labels the outcomes in Portuguese', () => {
    expect(translate(TICKET_OUTCOME_LABELS.missed)).toBe('Perdido');
    expect(translate(TICKET_OUTCOME_LABELS.abandoned)).toBe('Abandonado');
    expect(translate(TICKET_OUTCOME_LABELS.attended)).toBe('Atendido');
  });
});
