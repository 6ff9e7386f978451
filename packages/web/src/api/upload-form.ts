import { SESSION_HEADER_2, UPLOAD_TIMEOUT_MS } from '@mirante/core';
import { ApiError, apiErrorOf } from './http-client.ts';
import { sessionStore } from './session-store.ts';

export interface UploadOptions {
  /** The share of the body sent so far, 0–100, as the browser sends it. */
  onProgress?: (percent: number) => void;
  /** Spec §9: an upload may take 300 s. */
  timeoutMs?: number;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart form (same origin, the session cookie and the anti-forgery header, as http-client's
 * `request`) and answers the parsed JSON of a 2xx answer; rejects with ApiError otherwise. It goes through
 * XMLHttpRequest because fetch does not tell how much of a request body has been sent: the importer cards show
 * that progress.
 */
export function uploadForm(path: string, form: FormData, options: UploadOptions = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    const secondId = sessionStore.get();
    if (secondId) xhr.setRequestHeader(SESSION_HEADER_2, secondId);
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    const { onProgress } = options;
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.round((event.loaded / event.total) * 100));
      });
    }
    xhr.addEventListener('load', () => {
      const body = parsed(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(apiErrorOf(xhr.status, body));
    });
    const failed = (what: string) => () => reject(new ApiError(0, null, what));
    xhr.addEventListener('error', failed('network error'));
    xhr.addEventListener('timeout', failed('timeout'));
    xhr.addEventListener('abort', failed('aborted'));
    xhr.send(form);
  });
}
