import { randomUUID } from 'node:crypto';
import {
  applyChangeLogs,
  type CardDefinition,
  type ConnectedPage,
  type CreateDashboardRequest,
  canEditDashboard,
  DASHBOARD_SAVES,
  type Dashboard,
  type DashboardExport,
  type DashboardPatch,
  type DashboardSaveName,
  type DashboardSummary,
  fromDashboardExport,
  hasDirectAccess,
  mergeDashboardLists,
  newCardConfig,
  pagePartsOf,
  pageScopeOf,
  toDashboardExport,
  validateInvites,
} from '@mirante/core';
import { AppError, forbidden } from '../../http/app-error.ts';
import type { ChangeLogsRepository } from './change-logs-repository.ts';
import type { CustomCardsRepository } from './custom-cards-repository.ts';
import { type Actor, type DashboardWriter, dashboardMissing } from './dashboard-writer.ts';
import { newDashboard } from './new-dashboard.ts';
import { normalisePatch } from './normalise-patch.ts';
import type { DashboardsRepository } from './repository.ts';
import { universeCardLookup } from './universe-cards.ts';

/** Change logs are applied by the studio itself; a 409 after one names it as the last saver. */
export const CHANGE_LOG_ACTOR: Actor = { name: 'Mirante Studio', email: 'Mirante Studio' };

export interface DashboardsServiceDeps {
  repository: DashboardsRepository;
  changeLogs: ChangeLogsRepository;
  customCards: CustomCardsRepository;
  writer: DashboardWriter;
  /**
   * The pages a universe holds (the studio's pages lookup): a dashboard created with cards that count
   * connected pages connects them all. Without it such a dashboard starts with none.
   */
  universePages?: (universeId: string) => Promise<readonly ConnectedPage[]>;
}

/** Whether a card counts the dashboard's connected pages (own-page, SAC and owned+earned cards). */
const countsPages = (definition: CardDefinition) =>
  pageScopeOf(definition) !== null || pagePartsOf(definition).length > 0;

const notFound = () => new AppError(404, 'NOT_FOUND', 'error.406');

function summary({ id, title, description, isPublished }: Dashboard): DashboardSummary {
  return { id, title, description, isPublished };
}

export function createDashboardsService(deps: DashboardsServiceDeps) {
  const { repository, writer } = deps;

  /** Applies the pending change logs once (spec §4) and saves the new cards and changeControl. */
  async function activate(dashboard: Dashboard): Promise<Dashboard> {
    const logs = await deps.changeLogs.listAfter(dashboard.changeControl);
    if (logs.length === 0) return dashboard;
    const lookup = await universeCardLookup(deps.customCards, dashboard.universeId);
    const outcome = applyChangeLogs(dashboard, logs, lookup);
    const patch = { cards: outcome.cards, changeControl: outcome.changeControl };
    try {
      return await writer.write(
        dashboard,
        dashboard.version,
        patch,
        CHANGE_LOG_ACTOR,
        'dashboard.change-logs',
      );
    } catch (error) {
      // Someone saved (or activated) in between: their version is read again and activated over.
      if (error instanceof AppError && error.statusCode === 409) {
        const fresh = await repository.find(dashboard.universeId, dashboard.id);
        if (!fresh) throw notFound();
        return activate(fresh);
      }
      throw error;
    }
  }

  /** The dashboard a direct-access user may change: 404 when missing, 403 when not in its users list. */
  async function editable(universeId: string, id: string, actor: Actor): Promise<Dashboard> {
    const dashboard = await repository.find(universeId, id);
    if (!dashboard) throw dashboardMissing();
    if (!canEditDashboard(dashboard, actor.email)) throw forbidden();
    return dashboard;
  }

  async function save(
    universeId: string,
    id: string,
    actor: Actor,
    version: number,
    patch: DashboardPatch,
  ): Promise<Dashboard> {
    const current = await editable(universeId, id, actor);
    const lookup = await universeCardLookup(deps.customCards, universeId);
    const normalised = normalisePatch(current, patch, actor.email, lookup);
    return writer.write(current, version, normalised, actor, 'dashboard.edit');
  }

  async function insert(dashboard: Dashboard, actor: Actor, action: string): Promise<Dashboard> {
    const lookup = await universeCardLookup(deps.customCards, dashboard.universeId);
    if (dashboard.cards.some((card) => lookup(card.id) === null)) {
      throw new AppError(400, 'VALIDATION', 'errors.invalidCardConfig', {
        cards: 'errors.invalidCardConfig',
      });
    }
    await repository.insert(dashboard, actor.email);
    await writer.audit(action, actor.email, { universeId: dashboard.universeId, dashboardId: dashboard.id });
    writer.announce(dashboard, 'saved', actor);
    return dashboard;
  }

  return {
    activate,
    editable,
    save,

    /** Direct-access and public dashboards of the universe, each id once. */
    async list(universeId: string, email: string): Promise<DashboardSummary[]> {
      const dashboards = await repository.listByUniverse(universeId);
      const direct = dashboards.filter((d) => hasDirectAccess(d, email));
      const published = dashboards.filter((d) => d.isPublished);
      return mergeDashboardLists(direct, published).map(summary);
    },

    /**
     * Whether the user has direct access to some dashboard of the universe: spec §6 lets only direct-access
     * users change things, and the universe's custom components belong to no single dashboard.
     */
    async hasDirectAccessIn(universeId: string, email: string): Promise<boolean> {
      const dashboards = await repository.listByUniverse(universeId);
      return dashboards.some((dashboard) => hasDirectAccess(dashboard, email));
    },

    /** A dashboard the user may see (direct access or published), activated. */
    async get(universeId: string, id: string, email: string): Promise<Dashboard> {
      const dashboard = await repository.find(universeId, id);
      if (!dashboard || !(hasDirectAccess(dashboard, email) || dashboard.isPublished)) throw notFound();
      return activate(dashboard);
    },

    async create(universeId: string, actor: Actor, request: CreateDashboardRequest): Promise<Dashboard> {
      const lookup = await universeCardLookup(deps.customCards, universeId);
      const definitions = request.cardIds.map(lookup);
      if (definitions.some((definition) => definition === null)) {
        throw new AppError(400, 'VALIDATION', 'errors.invalidCardConfig', {
          cardIds: 'errors.invalidCardConfig',
        });
      }
      const known = definitions.flatMap((definition) => (definition ? [definition] : []));
      // A template's own-page or SAC cards open with data: every page the universe holds is connected.
      const pages =
        deps.universePages && known.some(countsPages)
          ? (await deps.universePages(universeId)).map(({ id, channel }) => ({ id, channel }))
          : [];
      const dashboard = newDashboard({
        ...request,
        cardIds: [],
        pages,
        universeId,
        ownerEmail: actor.email.toLowerCase(),
      });
      return insert({ ...dashboard, cards: known.map((d) => newCardConfig(d)) }, actor, 'dashboard.create');
    },

    /** One named save of spec §7: one field, version-checked. */
    saveNamed(
      name: DashboardSaveName,
      universeId: string,
      id: string,
      actor: Actor,
      request: { version: number; value: unknown },
    ): Promise<Dashboard> {
      const patch = { [DASHBOARD_SAVES[name].field]: request.value } as DashboardPatch;
      return save(universeId, id, actor, request.version, patch);
    },

    /** Invite by e-mail (spec §5): new entries without admin; the caller and present users are refused. */
    async invite(universeId: string, id: string, actor: Actor, request: { version: number; emails: string }) {
      const current = await editable(universeId, id, actor);
      const emails = validateInvites(request.emails, [
        actor.email,
        ...current.users.map((user) => user.email),
      ]);
      if (!emails.ok) throw new AppError(400, 'VALIDATION', emails.error, emails.fields ?? null);
      const users = [...current.users, ...emails.value.map((email) => ({ email, admin: false }))];
      return save(universeId, id, actor, request.version, { users });
    },

    /** A card's tags view (the card's tags_view filter); 'Dashboard document does not exist.' when missing. */
    async setViewTags(
      universeId: string,
      id: string,
      actor: Actor,
      request: { version: number; cardUid: string; tags: string[] },
    ): Promise<Dashboard> {
      const current = await editable(universeId, id, actor);
      if (!current.cards.some((card) => card.uid === request.cardUid)) {
        throw new AppError(404, 'NOT_FOUND', 'errors.invalidCardConfig');
      }
      const cards = current.cards.map((card) =>
        card.uid === request.cardUid
          ? { ...card, selectedFilters: { ...card.selectedFilters, tags_view: request.tags } }
          : card,
      );
      return save(universeId, id, actor, request.version, { cards });
    },

    async remove(universeId: string, id: string, actor: Actor): Promise<void> {
      const current = await editable(universeId, id, actor);
      await repository.delete(universeId, id);
      await writer.audit('dashboard.delete', actor.email, { universeId, dashboardId: id });
      writer.announce(current, 'deleted', actor);
    },

    async exportDashboard(universeId: string, id: string, actor: Actor): Promise<DashboardExport> {
      return toDashboardExport(await editable(universeId, id, actor));
    },

    /** A new dashboard from an export, with new ids and the importer as its editor. */
    importDashboard(universeId: string, actor: Actor, exported: DashboardExport): Promise<Dashboard> {
      const base = newDashboard({
        universeId,
        title: exported.dashboard.title,
        ownerEmail: actor.email.toLowerCase(),
        cardIds: [],
      });
      return insert({ ...base, ...fromDashboardExport(exported, randomUUID) }, actor, 'dashboard.import');
    },
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
