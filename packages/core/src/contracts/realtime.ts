import { z } from 'zod';
import { SavedBy } from './dashboard.ts';

/** What happened to a dashboard: its document was saved (any field, publishing included) or it was removed. */
export const DASHBOARD_CHANGES = ['saved', 'deleted'] as const;
export type DashboardChange = (typeof DASHBOARD_CHANGES)[number];

/**
 * A change pushed to open pages (server-sent events): which dashboard, the version now stored and who saved
 * it. Pages reload the dashboard when the version is newer than theirs.
 */
export const DashboardChangedEvent = z.object({
  universeId: z.string(),
  dashboardId: z.string(),
  change: z.enum(DASHBOARD_CHANGES),
  version: z.number().int(),
  savedBy: SavedBy,
  savedAt: z.number().int(),
});
export type DashboardChangedEvent = z.infer<typeof DashboardChangedEvent>;

/** A change as a stream delivers it: guests' streams carry no person, so who saved is null for them. */
export const StreamedDashboardChange = DashboardChangedEvent.extend({ savedBy: SavedBy.nullable() });
export type StreamedDashboardChange = z.infer<typeof StreamedDashboardChange>;

/** The change as a guest's stream carries it (spec §6: guests never receive a person). */
export function guestChange(event: DashboardChangedEvent): StreamedDashboardChange {
  return { ...event, savedBy: null };
}

/** The SSE event names of a realtime stream. */
export const REALTIME_EVENTS = {
  /** First event of every stream: the subscription is live. */
  ready: 'ready',
  dashboardChanged: 'dashboard.changed',
  /** The session or guest access behind the stream ended (logout, expiry, unpublish); the stream closes. */
  sessionEnded: 'session.ended',
} as const;

/** Every this often a stream carries a comment line, so proxies keep it open and dead peers are noticed. */
export const REALTIME_HEARTBEAT_MS = 15_000;
