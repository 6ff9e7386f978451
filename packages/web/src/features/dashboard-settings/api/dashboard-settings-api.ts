import {
  type ConnectedPage,
  ErrorEnvelope,
  IMAGE_UPLOAD_FIELD,
  PagesAnswer,
  SESSION_HEADER_2,
  type StoredImage,
  UploadImageResponse,
} from '@mirante/core';
import { ApiError, requestJson } from '../../../api/http-client.ts';
import { sessionStore } from '../../../api/session-store.ts';

/** Upload timeout of spec §9. */
const UPLOAD_TIMEOUT_MS = 300_000;

/** The universe's pages a dashboard may connect (`GET /studio-service/pages`, spec §7). */
export async function fetchStudioPages(accountId: string, universeId: string): Promise<ConnectedPage[]> {
  const query = new URLSearchParams({ acc_id: accountId, uni_id: universeId });
  const answer = await requestJson(`/studio-service/pages?${query}`, PagesAnswer);
  return answer.message;
}

/**
 * Stores a logo (`POST /storage/v1/{u}/dashboards/{d}/images`, multipart `file`); the server checks its kind and
 * size and answers with the catalogue's message when it refuses.
 */
export async function uploadDashboardImage(
  universeId: string,
  dashboardId: string,
  file: File,
): Promise<StoredImage> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file, file.name);
  // The browser writes the multipart boundary, so no content-type header here.
  const headers = new Headers({ accept: 'application/json' });
  const secondId = sessionStore.get();
  if (secondId) headers.set(SESSION_HEADER_2, secondId);
  const path = `/storage/v1/${encodeURIComponent(universeId)}/dashboards/${encodeURIComponent(dashboardId)}/images`;
  const response = await fetch(path, {
    method: 'POST',
    headers,
    body: form,
    credentials: 'same-origin',
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = ErrorEnvelope.safeParse(body);
    throw envelope.success
      ? new ApiError(response.status, envelope.data.error.code, envelope.data.error.message)
      : new ApiError(response.status, null, `HTTP ${response.status}`);
  }
  return UploadImageResponse.parse(body).image;
}
