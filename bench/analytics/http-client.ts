import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * A plain HTTP/1.1 client over `connections` kept-alive sockets, as a browser holds them. The bench's client
 * runs on the server's own thread and cores: node:http costs it a fraction of what fetch does, so the figures
 * are more the server's.
 */
export function createHttpClient(base: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  return {
    request(
      method: 'GET' | 'POST',
      path: string,
      headers: Record<string, string>,
      body?: string | Uint8Array,
    ): Promise<HttpAnswer> {
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                text: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
