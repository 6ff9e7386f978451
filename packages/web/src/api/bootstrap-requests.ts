/** GET requests sent by the page's first, tiny script before the app's modules load, by path. */
const sent = new Map<string, Promise<Response>>();

/** How long a request may take before it counts as failed. */
export const REQUEST_TIMEOUT_MS = 300_000;

/**
 * Sends a GET at once, for the app to take later with takeBootstrapResponse: the page's first requests leave
 * while its large chunks still load and run. Reads need only the session cookie (the server checks the second
 * id on changes), so this tiny script does without core, where the second id's header is named.
 */
export function sendBootstrapRequest(path: string): void {
  sent.set(
    path,
    fetch(path, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }),
  );
}

/** The answer to a GET of this path sent at bootstrap, once: whoever takes it reads its body. */
export function takeBootstrapResponse(path: string): Promise<Response> | null {
  const response = sent.get(path) ?? null;
  sent.delete(path);
  return response;
}
