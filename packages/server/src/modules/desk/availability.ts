import type { AttendantStatus } from '@mirante/core';

/** One status change of an attendant. */
export interface StatusChange {
  attendant: string;
  status: AttendantStatus;
  at: number;
  /** The change's record id: orders changes at the same ms (the last one holds). */
  id: string;
}

export interface Availability {
  attendant: string;
  onlineMs: number;
  pausedMs: number;
  offlineMs: number;
}

const FIELD = { online: 'onlineMs', paused: 'pausedMs', offline: 'offlineMs' } as const;

/**
 * The time each attendant spent in each status within [from, to): every change lasts until the attendant's
 * next change (or `to`), clipped to the window. `changes` holds the window's changes and, per attendant, the
 * last change before it (the status the window starts in); before an attendant's first known change nothing is
 * counted. Attendants in the order of their first change; an empty window (to ≤ from) counts nothing.
 */
export function availability(changes: readonly StatusChange[], from: number, to: number): Availability[] {
  const byAttendant = new Map<string, StatusChange[]>();
  const sorted = [...changes].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const change of sorted) {
    const list = byAttendant.get(change.attendant);
    if (list) list.push(change);
    else byAttendant.set(change.attendant, [change]);
  }
  return [...byAttendant.entries()].map(([attendant, list]) => {
    const spent: Availability = { attendant, onlineMs: 0, pausedMs: 0, offlineMs: 0 };
    list.forEach((change, i) => {
      const start = Math.max(change.at, from);
      const end = Math.min(list[i + 1]?.at ?? to, to);
      if (end > start) spent[FIELD[change.status]] += end - start;
    });
    return spent;
  });
}
