import { PublishResponse } from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';

/** What the sharing panel asks of the publishing routes: publish on/off and a new access code. */
export type PublishingAction = 'publish' | 'unpublish' | 'access-code';

function publishingPath(universeId: string, dashboardId: string, last: string): string {
  return `/dashboards/v1/${encodeURIComponent(universeId)}/${encodeURIComponent(dashboardId)}/${last}`;
}

export function fetchPublishing(
  universeId: string,
  dashboardId: string,
  signal: AbortSignal,
): Promise<PublishResponse> {
  return requestJson(publishingPath(universeId, dashboardId, 'publishing'), PublishResponse, { signal });
}

/** Publishes, unpublishes or issues a new access code (and token link); answers the new state. */
export function changePublishing(
  universeId: string,
  dashboardId: string,
  action: PublishingAction,
): Promise<PublishResponse> {
  return requestJson(publishingPath(universeId, dashboardId, action), PublishResponse, { method: 'POST' });
}
