import {
  DASHBOARD_TOKEN_COOKIE,
  type Dashboard,
  type DashboardFileParams,
  type DashboardFileRequest,
  type DateRange,
  exportFileName,
  type Filter,
  type Locale,
  parseDateRangeParam,
  printViewPath,
  SESSION_COOKIE,
  SESSION_HEADER_2,
  type UniverseSummary,
} from '@mirante/core';
import type { AccountsService } from '../accounts/service.ts';
import type { Session } from '../auth/service.ts';
import type { DashboardsService } from '../dashboards/service.ts';
import type { UniverseCardLookup } from '../dashboards/universe-cards.ts';
import type { GuestService, GuestSession } from '../publishing/guest-service.ts';
import { type CardSheet, type CardSources, cardSheet } from './card-sheet.ts';
import type { PdfPrinter, PrintJob } from './pdf-printer.ts';
import { buildWorkbook } from './workbook.ts';

/** Spec §9: card data may take up to 300 s; the print waits that long for its cards at most. */
export const PRINT_TIMEOUT_MS = 300_000;

/**
 * Who exports, with the credentials its request carried (handed to the print view as cookies and headers): a
 * signed-in user and its two session ids, or a guest of a published dashboard and its dashboard-token.
 */
export type ExportCaller =
  | { kind: 'user'; user: Session['user']; sessionId: string; secondId: string }
  | { kind: 'guest'; guest: GuestSession; token: string };

export interface ExportedFile {
  fileName: string;
  content: Buffer;
}

export interface ExportsDeps {
  /** The definitions of a universe's cards: the library and its custom components. */
  cardLookup(universeId: string): Promise<UniverseCardLookup>;
  accounts: AccountsService;
  dashboards: DashboardsService;
  guests: GuestService;
  sources: CardSources;
  printer: PdfPrinter;
  /** This server's own origin (http://127.0.0.1:port) while it listens; null otherwise. */
  selfOrigin(): string | null;
  printTimeoutMs?: number;
}

/** What is exported: whose dashboard, over which period, with which global filter. */
interface Target {
  universe: Pick<UniverseSummary, 'accountId' | 'universeId' | 'isStaging'>;
  dashboard: Dashboard;
  dateRange: DateRange;
  globalFilter: Filter;
}

function dateRangeOf(param: string): DateRange {
  const range = parseDateRangeParam(param);
  if (!range) throw new Error('date_range was validated by the route');
  return range;
}

const localeOf = (dashboard: Dashboard): Locale => dashboard.language;

export function createExportsService(deps: ExportsDeps) {
  async function targetOf(
    caller: ExportCaller,
    params: DashboardFileParams,
    request: DashboardFileRequest,
  ): Promise<Target> {
    if (caller.kind === 'guest') {
      // The guest's own published dashboard only, as guests see it: no LGPD, unshareable or hidden cards; its
      // global filter narrowed only as far as the guest asked, over a guest's period.
      const dashboard = await deps.guests.dashboard(caller.guest, params.universeId, params.dashboardId);
      const scope = deps.guests.exportScope(dashboard, request.filter, request.date_range);
      const { accountId, universeId } = caller.guest;
      // Guests read the published (non-staging) data, as their read-only view does.
      return {
        universe: { accountId, universeId, isStaging: false },
        dashboard,
        dateRange: dateRangeOf(scope.dateRange),
        globalFilter: scope.filter,
      };
    }
    const universe = await deps.accounts.requireUniverse(caller.user.id, params.universeId);
    const dashboard = await deps.dashboards.get(params.universeId, params.dashboardId, caller.user.email);
    return {
      universe,
      dashboard,
      dateRange: dateRangeOf(request.date_range),
      globalFilter: request.filter ?? dashboard.globalFilter,
    };
  }

  function credentialsOf(caller: ExportCaller): Pick<PrintJob, 'cookies' | 'headers'> {
    return caller.kind === 'guest'
      ? { cookies: [{ name: DASHBOARD_TOKEN_COOKIE, value: caller.token }], headers: {} }
      : {
          cookies: [{ name: SESSION_COOKIE, value: caller.sessionId }],
          headers: { [SESSION_HEADER_2]: caller.secondId },
        };
  }

  /** The cards of the dashboard, in dashboard order, as sheets; a card whose id nobody knows any more is left out. */
  async function sheetsOf(target: Target): Promise<CardSheet[]> {
    const { universe, dashboard } = target;
    const scope = {
      accountId: universe.accountId,
      universeId: universe.universeId,
      isStaging: universe.isStaging,
      dateRange: target.dateRange,
      globalFilter: target.globalFilter,
      pages: dashboard.pages,
      contracts: dashboard.contracts,
      locale: localeOf(dashboard),
    };
    const lookup = await deps.cardLookup(universe.universeId);
    // One card at a time: the analytics engine runs one query per core anyway, and the API stays responsive.
    const sheets: CardSheet[] = [];
    for (const card of dashboard.cards) {
      const definition = lookup(card.id);
      if (definition) sheets.push(await cardSheet(definition, card, deps.sources, scope));
    }
    return sheets;
  }

  return {
    /** The dashboard as XLSX: one sheet per card with the data the card shows. */
    async xlsx(caller: ExportCaller, params: DashboardFileParams, request: DashboardFileRequest) {
      const target = await targetOf(caller, params, request);
      const content = await buildWorkbook(target.dashboard.title, await sheetsOf(target));
      return { fileName: exportFileName(target.dashboard.title, 'XLSX'), content } satisfies ExportedFile;
    },

    /**
     * The dashboard as PDF: its print view opened in headless Chromium with the caller's session (cookies and
     * headers, never the URL), printed once every card has settled.
     */
    async pdf(caller: ExportCaller, params: DashboardFileParams, request: DashboardFileRequest) {
      const target = await targetOf(caller, params, request);
      const origin = deps.selfOrigin();
      if (!origin) throw new Error('the server must listen before it can print');
      const path = printViewPath({
        accountId: target.universe.accountId,
        universeId: target.universe.universeId,
        dashboardId: target.dashboard.id,
        dateRange: target.dateRange,
        filter: target.globalFilter,
        isStaging: target.universe.isStaging,
      });
      const content = await deps.printer.print({
        url: `${origin}${path}`,
        ...credentialsOf(caller),
        timeoutMs: deps.printTimeoutMs ?? PRINT_TIMEOUT_MS,
      });
      return { fileName: exportFileName(target.dashboard.title, 'PDF'), content } satisfies ExportedFile;
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
