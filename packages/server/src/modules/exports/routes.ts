import type { AddressInfo } from 'node:net';
import {
  DASHBOARD_FILE_MIME_TYPES,
  DASHBOARD_TOKEN_COOKIE,
  DashboardFileParams,
  DashboardFileRequest,
  FileBytes,
  SESSION_COOKIE,
  SESSION_HEADER,
  SESSION_HEADER_2,
} from '@mirante/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { DEFAULT_CHROMIUM_PATH } from '../../chromium.ts';
import { AppError, unauthenticated } from '../../http/app-error.ts';
import type { CardDataHandlers } from '../../http/card-data-routes.ts';
import { SECURITY } from '../../http/openapi-security.ts';
import { requireSession, sessionOf } from '../../http/session.ts';
import type { MetaDatabase } from '../../stores/meta/schema.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import { createCustomCardsRepository } from '../dashboards/custom-cards-repository.ts';
import type { DashboardsService } from '../dashboards/service.ts';
import { universeCardLookup } from '../dashboards/universe-cards.ts';
import type { GuestService } from '../publishing/guest-service.ts';
import { createPdfPrinter } from './pdf-printer.ts';
import { createExportsService, type ExportCaller, type ExportedFile } from './service.ts';

export interface ExportsRoutesDeps {
  db: Kysely<MetaDatabase>;
  auth: AuthService;
  accounts: AccountsService;
  dashboards: DashboardsService;
  guests: GuestService;
  /** The card-data handlers (by registry key): the XLSX reads each card in-process through them. */
  handlers: CardDataHandlers;
  /** Debian's Chromium unless CHROMIUM_PATH says otherwise. */
  chromiumPath?: string;
  printTimeoutMs?: number;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The caller, as card-data requests tell it (publishing/card-access.ts): a request with a session is a user's,
 * with its anti-forgery check; without one, the dashboard-token cookie makes it a guest's.
 */
async function callerOf(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<ExportsRoutesDeps, 'auth' | 'guests'>,
): Promise<ExportCaller> {
  const sessionId = headerValue(request, SESSION_HEADER) ?? request.cookies[SESSION_COOKIE];
  const guestToken = request.cookies[DASHBOARD_TOKEN_COOKIE];
  if (sessionId || !guestToken) {
    await requireSession(deps.auth)(request, reply);
    const secondId = headerValue(request, SESSION_HEADER_2);
    if (!sessionId || !secondId) throw unauthenticated();
    return { kind: 'user', user: sessionOf(request).user, sessionId, secondId };
  }
  const guest = await deps.guests.resolve(guestToken);
  if (!guest) throw unauthenticated();
  return { kind: 'guest', guest, token: guestToken };
}

/** RFC 6266: an ASCII fallback name plus the UTF-8 one, so accented titles survive. */
function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(reply: FastifyReply, file: ExportedFile, mimeType: string) {
  return reply
    .header('content-type', mimeType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.content);
}

/**
 * POST /exports/v1/{universeId}/dashboards/{dashboardId}.{pdf|xlsx} with the period and filter on screen:
 * the whole dashboard as a file, for whoever may see the dashboard.
 */
export function exportsRoutes(deps: ExportsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const printer = createPdfPrinter({
      executablePath: deps.chromiumPath ?? process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
      onSlowPage: (url) => app.log.warn({ url }, 'print view not ready in time: printed as it stood'),
    });
    app.addHook('onClose', () => printer.close());

    const customCards = createCustomCardsRepository(deps.db);
    const exportsService = createExportsService({
      cardLookup: (universeId) => universeCardLookup(customCards, universeId),
      accounts: deps.accounts,
      dashboards: deps.dashboards,
      guests: deps.guests,
      sources: {
        handlers: deps.handlers,
        onCardError: (cardId, error) => app.log.warn({ cardId, err: error }, 'card data not exported'),
      },
      printer,
      selfOrigin: () => {
        const address = app.server.address() as AddressInfo | string | null;
        if (!address || typeof address === 'string') return null;
        // A wildcard listener is reached on loopback; the Host header of a request is never trusted for this.
        const wildcard = address.address === '0.0.0.0' || address.address === '::';
        const host = wildcard
          ? '127.0.0.1'
          : address.family === 'IPv6'
            ? `[${address.address}]`
            : address.address;
        return `http://${host}:${address.port}`;
      },
      printTimeoutMs: deps.printTimeoutMs,
    });

    app.post(
      '/exports/v1/:universeId/dashboards/:dashboardId.:format',
      {
        schema: {
          summary: 'The whole dashboard as a PDF (printed by Chromium) or an XLSX (a sheet per card)',
          description: `With the period and global filter on screen. A guest's export follows the guest's rules.`,
          tags: ['exports'],
          security: SECURITY.userChangingOrGuest,
          params: DashboardFileParams,
          body: DashboardFileRequest,
          response: {
            200: {
              description: 'The file, as an attachment named after the dashboard',
              content: Object.fromEntries(
                Object.values(DASHBOARD_FILE_MIME_TYPES).map((type) => [type, { schema: FileBytes }]),
              ),
            },
          },
        },
      },
      async (request, reply) => {
        const caller = await callerOf(request, reply, deps);
        const { format } = request.params;
        try {
          const file =
            format === 'pdf'
              ? await exportsService.pdf(caller, request.params, request.body)
              : await exportsService.xlsx(caller, request.params, request.body);
          return sendFile(reply, file, DASHBOARD_FILE_MIME_TYPES[format]);
        } catch (error) {
          if (error instanceof AppError) throw error;
          request.log.error({ err: error }, 'dashboard export failed');
          throw new AppError(500, 'INTERNAL', 'dashboardExport.errors.failed');
        }
      },
    );
  };
}
