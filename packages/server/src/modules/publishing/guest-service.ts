import { isDeepStrictEqual } from 'node:util';
import {
  askedPagePart,
  type CardConfig,
  type CardDefinition,
  type CardEndpoint,
  CUSTOM_CARD_PREFIX,
  type CustomComponent,
  cardRequestFilter,
  cardSourceOf,
  checkGuestPeriod,
  type Dashboard,
  defaultDateRange,
  type Filter,
  GUEST_FAILURE_WINDOW_MS,
  GUEST_MAX_FAILURES,
  GUEST_SESSION_TTL_MS,
  type GuestAccessRequest,
  type GuestAccessResponse,
  guestCards,
  guestView,
  narrowGuestFilter,
  parseDateRangeParam,
  queryExposesPeople,
} from '@mirante/core';
import { AppError, forbidden } from '../../http/app-error.ts';
import type { GuestGrant } from '../../http/viewer.ts';
import { RateLimitedError } from '../auth/rate-limited-error.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import type { CustomCardsRepository } from '../dashboards/custom-cards-repository.ts';
import type { AuditFn } from '../dashboards/dashboard-writer.ts';
import type { DashboardsRepository } from '../dashboards/repository.ts';
import type { DashboardsService } from '../dashboards/service.ts';
import { cardLookupOf, universeCardLookup } from '../dashboards/universe-cards.ts';
import { normaliseAccessCode } from './access-code.ts';
import type { PublishingRepository } from './repository.ts';

/** A live guest session: the grant of http/viewer.ts plus its account and end. */
export interface GuestSession extends GuestGrant {
  accountId: string;
  expiresAt: number;
}

/**
 * A card-data request as its route parsed it (http/card-data-routes.ts): the card and account it names, the
 * registry entry and the data it asks for there, its filter and period.
 */
export interface CardDataTarget {
  accountId: string;
  universeId: string;
  cardId: string | undefined;
  /** The entry of core's endpoint registry the request is for. */
  endpoint: CardEndpoint;
  /** The request's path (the entry's route, its parameters filled in), to compare with the card's requests. */
  path: string;
  /** The request's body as its schema parsed it; null for a GET. */
  body: unknown;
  /** The request's query as the entry's schema parsed it. */
  query: Readonly<Record<string, unknown>>;
  /** The filter the request carries (decoded from filter_id or parsed from filter), read once the caller is known. */
  askedFilter(): Promise<Filter>;
  /** The request's date_range parameter. */
  dateRange: string;
  isStaging: boolean;
  /** Where the request came from: a refused guest read is audited with it. */
  ip: string;
}

/** What a card-data request runs with once its caller is checked. */
export interface CardDataScope {
  filter: Filter;
  dateRange: string;
  /** Guests read the published (non-staging) data, as their view and exports do. */
  isStaging: boolean;
}

/** A guest's period, refused (400) when it spans more than GUEST_MAX_PERIOD_DAYS; a malformed one is the service's. */
function guestPeriod(dateRange: string): string {
  const range = parseDateRangeParam(dateRange);
  const checked = range ? checkGuestPeriod(range) : null;
  if (checked && !checked.ok) {
    throw new AppError(400, 'VALIDATION', checked.error, { date_range: checked.error });
  }
  return dateRange;
}

export interface GuestServiceDeps {
  repository: PublishingRepository;
  dashboardsRepository: DashboardsRepository;
  dashboards: DashboardsService;
  customCards: CustomCardsRepository;
  audit: AuditFn;
  secret: string;
  now?: () => number;
}

/** Why a guest's card-data request was refused (the audit log's `reason`). */
type RefusedRead = 'other-account' | 'no-card' | 'no-dashboard' | 'not-shown' | 'other-data' | 'people';

/**
 * The query parameters a guest's request may set itself: the period, the filter (both held to the guest's
 * scope) and who asks. The others are the card's (for an entry asked per bot, the bot and its options).
 */
const GUEST_SET_PARAMS: ReadonlySet<string> = new Set([
  'date_range',
  'startDate',
  'endDate',
  'filter',
  'filter_id',
  'card_id',
  'account_id',
  'universe_id',
  'is_staging',
  'hash',
]);

/** The card's own query parameters, as the entry's schema reads them (defaults filled in). */
function cardParams(
  endpoint: CardEndpoint,
  query: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const parsed = endpoint.query.safeParse(query);
  const values: Record<string, unknown> = parsed.success ? parsed.data : { ...query };
  return Object.fromEntries(Object.entries(values).filter(([name]) => !GUEST_SET_PARAMS.has(name)));
}

/**
 * Whether a request asks for the data the card on the dashboard reads: the card's registry entry, and the path
 * and body of one of the requests the card makes there (core's `requests`, as the web sends them), with that
 * request's own parameters (the bot, the event category, the ticket types, a grouping, a number of hours…: a
 * guest may not ask a card's numbers split by operator when the card shows their total). Its period and filter
 * are the request's own, held to the guest's scope.
 */
function asksForCardData(
  definition: CardDefinition,
  card: CardConfig,
  dashboard: Dashboard,
  target: CardDataTarget,
): boolean {
  const range = parseDateRangeParam(target.dateRange) ?? defaultDateRange();
  const context = {
    accountId: target.accountId,
    universeId: dashboard.universeId,
    isStaging: false,
    dateRange: range,
    globalFilter: dashboard.globalFilter,
    pages: dashboard.pages,
    contracts: dashboard.contracts,
  };
  // A card that cannot ask yet (a chatbot card without a bot) makes no request: whatever is asked is refused.
  const source = cardSourceOf(definition, context, card);
  if (source.kind !== 'endpoint') return false;
  const schema = target.endpoint.body;
  const bodyOf = (body: unknown) => (schema === null ? null : schema.safeParse(body).data);
  // Each request names its entry: a chatbot card asks a second endpoint beside its own (sent messages).
  const asked = cardParams(target.endpoint, target.query);
  return source.requests.some(
    (request) =>
      request.endpoint === target.endpoint.key &&
      request.path === target.path &&
      isDeepStrictEqual(bodyOf(request.body), target.body) &&
      isDeepStrictEqual(cardParams(target.endpoint, request.query), asked),
  );
}

/**
 * Guests of published dashboards (spec §4, §6): entry by token link or access code with an e-mail and the
 * terms accepted; a read-only session scoped to one dashboard, 3 hours, that ends early when the dashboard is
 * unpublished or its credentials are regenerated.
 */
export function createGuestService(deps: GuestServiceDeps) {
  const now = deps.now ?? Date.now;
  const hash = (value: string) => hashToken(value, deps.secret);

  async function enteredDashboard(
    universeId: string,
    request: GuestAccessRequest,
  ): Promise<Dashboard | null> {
    if ('token' in request) return deps.dashboardsRepository.findPublishedByToken(universeId, request.token);
    const dashboardId = await deps.repository.dashboardOfCode(
      universeId,
      normaliseAccessCode(request.accessCode),
    );
    const dashboard = dashboardId ? await deps.dashboardsRepository.find(universeId, dashboardId) : null;
    return dashboard?.isPublished ? dashboard : null;
  }

  /** The session behind a dashboard-token cookie, or null (unknown, expired, unpublished, regenerated). */
  async function resolve(token: string | undefined): Promise<GuestSession | null> {
    if (!token) return null;
    const idHash = hash(token);
    const row = await deps.repository.findGuestSession(idHash);
    if (!row) return null;
    const dashboard = await deps.dashboardsRepository.findById(row.dashboard_id);
    const accountId = dashboard ? await deps.repository.accountOf(dashboard.universeId) : null;
    const valid =
      dashboard !== null &&
      accountId !== null &&
      dashboard.isPublished &&
      row.expires_at.getTime() > now() &&
      hash(dashboard.publishedToken) === row.credential_hash;
    if (!valid) {
      await deps.repository.deleteGuestSession(idHash);
      return null;
    }
    return {
      universeId: dashboard.universeId,
      dashboardId: dashboard.id,
      email: row.email,
      accountId,
      expiresAt: row.expires_at.getTime(),
    };
  }

  return {
    resolve,

    /** Opens a guest session; wrong credentials count towards the per-address limit (429 past it). */
    async enter(
      universeId: string,
      request: GuestAccessRequest,
      ip: string,
    ): Promise<{ sessionId: string; session: GuestAccessResponse }> {
      const via = 'token' in request ? 'token' : 'accessCode';
      const failures = await deps.repository.countFailures(ip, new Date(now() - GUEST_FAILURE_WINDOW_MS));
      if (failures >= GUEST_MAX_FAILURES) {
        throw new RateLimitedError(GUEST_FAILURE_WINDOW_MS / 1000, 'guest.errors.tooManyAttempts');
      }
      const email = request.email.toLowerCase();
      const dashboard = await enteredDashboard(universeId, request);
      const accountId = dashboard ? await deps.repository.accountOf(universeId) : null;
      if (!dashboard || !accountId) {
        await deps.audit('guest.failure', email, { ip, universeId, via });
        throw new AppError(
          403,
          'FORBIDDEN',
          via === 'token' ? 'guest.errors.invalidToken' : 'guest.errors.invalidAccessCode',
        );
      }
      const sessionId = randomToken();
      const expiresAt = now() + GUEST_SESSION_TTL_MS;
      await deps.repository.deleteExpiredGuestSessions(new Date(now()));
      await deps.repository.insertGuestSession({
        idHash: hash(sessionId),
        dashboardId: dashboard.id,
        email,
        credentialHash: hash(dashboard.publishedToken),
        expiresAt: new Date(expiresAt),
      });
      await deps.repository.addPublicUser(universeId, dashboard.id, email);
      await deps.audit('guest.access', email, { ip, universeId, dashboardId: dashboard.id, via });
      return {
        sessionId,
        session: { status: 'ok', accountId, universeId, dashboardId: dashboard.id, email, expiresAt },
      };
    },

    /** The guest's dashboard, activated, without LGPD-hidden, unshareable or hidden components. */
    async dashboard(guest: GuestSession, universeId: string, dashboardId: string): Promise<Dashboard> {
      if (guest.universeId !== universeId || guest.dashboardId !== dashboardId) throw forbidden();
      const stored = await deps.dashboardsRepository.find(universeId, dashboardId);
      if (!stored) throw forbidden();
      const dashboard = await deps.dashboards.activate(stored);
      return guestView(dashboard, await universeCardLookup(deps.customCards, universeId));
    },

    /**
     * The custom components ('Criar componente') of the cards the guest's dashboard shows to guests (never LGPD,
     * hidden or unshareable ones, nor the universe's others); another universe is 403.
     */
    async customComponents(guest: GuestSession, universeId: string): Promise<CustomComponent[]> {
      if (guest.universeId !== universeId) throw forbidden();
      const dashboard = await deps.dashboardsRepository.find(guest.universeId, guest.dashboardId);
      if (!dashboard) throw forbidden();
      const components = await deps.customCards.list(universeId);
      const lookup = cardLookupOf(components);
      const shown = new Set(guestCards(dashboard, lookup).map((card) => card.id));
      return components.filter((component) => shown.has(`${CUSTOM_CARD_PREFIX}${component.id}`));
    },

    /**
     * A guest's card-data request: only for a card its dashboard shows to guests (named by card_id, the card's
     * uid), asking for that card's own data, in the dashboard's universe and account, never for an answer that
     * exposes people (the entry lists people, or the card's query does). Anything else is 403, and audited
     * (guest.card-refused, with its reason). Answers the scope the request runs with: the filter the publisher
     * set for the card (its own filters over the dashboard's global filter), narrowed only as far as the guest
     * asked, and the guest's period, at most GUEST_MAX_PERIOD_DAYS long.
     */
    async authorizeCard(guest: GuestSession, target: CardDataTarget): Promise<CardDataScope> {
      const refuse = async (reason: RefusedRead) => {
        await deps.audit('guest.card-refused', guest.email, {
          ip: target.ip,
          universeId: guest.universeId,
          dashboardId: guest.dashboardId,
          cardId: target.cardId ?? null,
          endpoint: target.endpoint.key,
          path: target.path,
          reason,
        });
        return reason === 'people' ? new AppError(403, 'FORBIDDEN', 'guest.errors.peopleCard') : forbidden();
      };
      if (target.universeId !== guest.universeId || target.accountId !== guest.accountId)
        throw await refuse('other-account');
      if (!target.cardId) throw await refuse('no-card');
      const dashboard = await deps.dashboardsRepository.find(guest.universeId, guest.dashboardId);
      if (!dashboard) throw await refuse('no-dashboard');
      const lookup = await universeCardLookup(deps.customCards, guest.universeId);
      const card = guestCards(dashboard, lookup).find((allowed) => allowed.uid === target.cardId);
      const definition = card ? lookup(card.id) : null;
      if (!card || !definition) throw await refuse('not-shown');
      if (!asksForCardData(definition, card, dashboard, target)) throw await refuse('other-data');
      // guestCards already leaves out the cards that show people: this holds should a card slip through.
      if (target.endpoint.listsPeople || queryExposesPeople(definition.query)) throw await refuse('people');
      const asked = await target.askedFilter();
      const published = cardRequestFilter(definition, card, dashboard);
      const filter = narrowGuestFilter(published, asked);
      if (!filter.ok) throw new AppError(400, 'VALIDATION', filter.error, { filter: filter.error });
      // An owned+earned card's parts each narrow its filter to their page_scope.
      const part = askedPagePart(definition, published, asked);
      return {
        filter: part === null ? filter.value : { ...filter.value, page_scope: part },
        dateRange: guestPeriod(target.dateRange),
        isStaging: false,
      };
    },

    /**
     * The global filter and period of a guest's dashboard export: the dashboard's global filter narrowed as far
     * as the guest asked, over a period of at most GUEST_MAX_PERIOD_DAYS.
     */
    exportScope(dashboard: Dashboard, filter: Filter | null, dateRange: string): CardDataScope {
      const narrowed = narrowGuestFilter(dashboard.globalFilter, filter ?? {});
      if (!narrowed.ok) throw new AppError(400, 'VALIDATION', narrowed.error, { filter: narrowed.error });
      return { filter: narrowed.value, dateRange: guestPeriod(dateRange), isStaging: false };
    },
  };
}

export type GuestService = ReturnType<typeof createGuestService>;
