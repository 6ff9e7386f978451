import type { TicketType } from '../cards/card-definition.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';

/** Desk ticket phases (spec §4): waiting in queue, then assigned / in attendance, then closed. */
export const TICKET_PHASES = ['waiting', 'inAttendance', 'closed'] as const;
export type TicketPhase = (typeof TICKET_PHASES)[number];

export const TICKET_CLOSERS = ['client', 'attendant'] as const;
export type TicketCloser = (typeof TICKET_CLOSERS)[number];

/**
 * How a closed ticket ended: missed (the client closed while queued), abandoned (the client closed after it was
 * assigned), attended (closed by the attendant, or transferred).
 */
export const TICKET_OUTCOMES = ['missed', 'abandoned', 'attended'] as const;
export type TicketOutcome = (typeof TICKET_OUTCOMES)[number];

export const TICKET_PHASE_LABELS: Record<TicketPhase, MessageKey> = {
  waiting: 'ticketPhase.waiting',
  inAttendance: 'ticketPhase.inAttendance',
  closed: 'ticketPhase.closed',
};

export const TICKET_OUTCOME_LABELS: Record<TicketOutcome, MessageKey> = {
  missed: 'ticketOutcome.missed',
  abandoned: 'ticketOutcome.abandoned',
  attended: 'ticketOutcome.attended',
};

export interface TicketFacts {
  /** When an attendant took the ticket; null while it is still queued (or was never taken). */
  assignedAt: number | null;
  /** When it was closed; null while open. */
  closedAt: number | null;
  closedBy: TicketCloser | null;
  transferred: boolean;
}

export function ticketPhase(ticket: TicketFacts): TicketPhase {
  if (ticket.closedAt !== null) return 'closed';
  return ticket.assignedAt === null ? 'waiting' : 'inAttendance';
}

/** The outcome of a closed ticket; null while it is open. */
export function ticketOutcome(ticket: TicketFacts): TicketOutcome | null {
  if (ticket.transferred) return 'attended';
  if (ticket.closedAt === null) return null;
  if (ticket.closedBy === 'attendant') return 'attended';
  const assignedBeforeClosing = ticket.assignedAt !== null && ticket.assignedAt <= ticket.closedAt;
  return assignedBeforeClosing ? 'abandoned' : 'missed';
}

/** The ticket types (spec §3, the desk cards' ticketType) a ticket is counted in. */
export function ticketTypesOf(ticket: TicketFacts): TicketType[] {
  const types: TicketType[] = [];
  if (ticket.closedAt === null) types.push('open');
  if (ticket.transferred) types.push('transferred');
  if (ticket.closedAt !== null) {
    if (ticketOutcome(ticket) === 'missed') types.push('missed');
    if (ticket.closedBy === 'client') types.push('closedClient');
    if (ticket.closedBy === 'attendant') types.push('closedAttendant');
    types.push('closed');
  }
  return types;
}
