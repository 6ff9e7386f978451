import { cardRegistry } from '@mirante/core';
import { BRAND_PAGES } from '../demo/demo-vocabulary.ts';
import { DEMO } from '../demo/seed-demo.ts';
import { newDashboard } from '../modules/dashboards/new-dashboard.ts';
import { createDashboardsRepository } from '../modules/dashboards/repository.ts';
import type { Stores } from '../stores/open-stores.ts';

/** The id of the dashboard holding the whole catalogue (wholeCatalogueDashboard). */
export const WHOLE_CATALOGUE_ID = 'whole-catalogue';

/**
 * Adds to the demo brand universe a dashboard holding the whole catalogue, each card once, with the brand's
 * pages connected, so the own-page and customer-service cards have data too.
 */
export async function addWholeCatalogueDashboard(stores: Stores): Promise<void> {
  await createDashboardsRepository(stores.meta.db).insert(
    newDashboard({
      id: WHOLE_CATALOGUE_ID,
      universeId: DEMO.brandUniverseId,
      title: 'Catálogo inteiro',
      ownerEmail: DEMO.email,
      cardIds: cardRegistry.all().map((definition) => definition.id),
      pages: Object.entries(BRAND_PAGES).map(([channel, page]) => ({ id: page.pid, channel })),
    }),
    DEMO.email,
  );
}
