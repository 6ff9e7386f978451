import { REALTIME_EVENTS, StreamedDashboardChange } from '@mirante/core';

/** The part of EventSource the dashboard page uses. */
export interface EventStream {
  addEventListener(type: string, listener: (message: MessageEvent) => void): void;
  close(): void;
}

/** The server-sent events of one dashboard (guests may open only this stream, of their own dashboard). */
export function dashboardEventsPath(universeId: string, dashboardId: string): string {
  return `/realtime/v1/${encodeURIComponent(universeId)}/dashboards/${encodeURIComponent(dashboardId)}`;
}

export interface DashboardEventHandlers {
  /** The version of the dashboard on screen, or null while none is. */
  shownVersion(): number | null;
  /** The dashboard was saved in a version newer than the one on screen, or was removed. */
  onChanged(event: StreamedDashboardChange): void;
  /** The session or guest access behind the stream ended. */
  onSessionEnded(): void;
}

function parseChange(data: unknown): StreamedDashboardChange | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = StreamedDashboardChange.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Routes the events of a dashboard's stream to the page. A change the page already shows (its own save, or
 * an older one arriving late) is dropped; malformed events are ignored. The end of the session closes the
 * stream, so it is not reopened with credentials that no longer hold. Other errors are left to the stream,
 * which reconnects by itself.
 */
export function handleDashboardEvents(
  stream: EventStream,
  dashboardId: string,
  handlers: DashboardEventHandlers,
): void {
  stream.addEventListener(REALTIME_EVENTS.dashboardChanged, (message) => {
    const event = parseChange(message.data);
    if (!event || event.dashboardId !== dashboardId) return;
    const shown = handlers.shownVersion();
    if (event.change === 'deleted' || shown === null || event.version > shown) handlers.onChanged(event);
  });
  stream.addEventListener(REALTIME_EVENTS.sessionEnded, () => {
    stream.close();
    handlers.onSessionEnded();
  });
}
