import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app. Returns the handler for unknown GETs that want HTML (history-mode routes),
 * or null when there is no build to serve.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDist: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: serving the API only (run npm run build)');
    return null;
  }
  await app.register(fastifyStatic, { root: webDist, maxAge: '1h', immutable: false });
  return (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsHtml) return false;
    reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
