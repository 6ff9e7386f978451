import type { ConnectedPage } from '@mirante/core';
import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { AuthService } from '../auth/service.ts';
import { createCardAccess } from '../publishing/card-access.ts';
import { createGuestService } from '../publishing/guest-service.ts';
import { createPublishingService } from '../publishing/publishing-service.ts';
import { createPublishingRepository } from '../publishing/repository.ts';
import { createChangeLogsRepository } from './change-logs-repository.ts';
import { createCustomCardsRepository } from './custom-cards-repository.ts';
import { createCustomCardsService } from './custom-cards-service.ts';
import { type AuditFn, createDashboardWriter, type OnDashboardChanged } from './dashboard-writer.ts';
import { createOnboardingRepository } from './onboarding-repository.ts';
import { createOnboardingService } from './onboarding-service.ts';
import { createDashboardsRepository } from './repository.ts';
import { createDashboardsService } from './service.ts';

export interface DashboardsModuleDeps {
  db: Kysely<MetaDatabase>;
  secret: string;
  auth: AuthService;
  accounts: AccountsService;
  audit: AuditFn;
  /** Called after every stored change of a dashboard (default: nothing); realtime subscribes here. */
  onDashboardChanged?: OnDashboardChanged;
  /**
   * The pages a universe holds (studio's pages lookup, createStudioRepository(analytics).pages): a dashboard
   * created with cards that count connected pages (a template's SAC or own-page cards) connects them all.
   */
  universePages?: (universeId: string) => Promise<readonly ConnectedPage[]>;
}

/** Dashboards, their documents, publishing and guests, wired over one metadata store (app.ts registers their routes). */
export function createDashboards(deps: DashboardsModuleDeps) {
  const repository = createDashboardsRepository(deps.db);
  const customCardsRepository = createCustomCardsRepository(deps.db);
  const writer = createDashboardWriter({
    repository,
    audit: deps.audit,
    onDashboardChanged: deps.onDashboardChanged ?? (() => {}),
  });
  const dashboards = createDashboardsService({
    repository,
    changeLogs: createChangeLogsRepository(deps.db),
    customCards: customCardsRepository,
    writer,
    universePages: deps.universePages,
  });
  const publishingRepository = createPublishingRepository(deps.db);
  const guests = createGuestService({
    repository: publishingRepository,
    dashboardsRepository: repository,
    dashboards,
    customCards: customCardsRepository,
    audit: deps.audit,
    secret: deps.secret,
  });
  const publishing = createPublishingService({ repository: publishingRepository, dashboards, writer });
  const customCards = createCustomCardsService({
    repository: customCardsRepository,
    audit: deps.audit,
    hasDirectAccessIn: dashboards.hasDirectAccessIn,
  });
  const onboarding = createOnboardingService({ repository: createOnboardingRepository(deps.db), dashboards });
  const cardAccess = createCardAccess({ auth: deps.auth, accounts: deps.accounts, guests });
  return { dashboards, publishing, guests, customCards, onboarding, cardAccess };
}

export type DashboardsModule = ReturnType<typeof createDashboards>;
