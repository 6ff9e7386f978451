import {
  IMAGE_UPLOAD_FIELD,
  PagesAnswer,
  type StoredImage,
  type StudioPage,
  UPLOAD_TIMEOUT_MS,
  UploadImageResponse,
} from '@mirante/core';
import { requestJson } from '../../../api/http-client.ts';

/** The universe's pages a dashboard may connect (`GET /studio-service/pages`, spec §7). */
export async function fetchStudioPages(accountId: string, universeId: string): Promise<StudioPage[]> {
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
  const path = `/storage/v1/${encodeURIComponent(universeId)}/dashboards/${encodeURIComponent(dashboardId)}/images`;
  const answer = await requestJson(path, UploadImageResponse, {
    method: 'POST',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return answer.image;
}
