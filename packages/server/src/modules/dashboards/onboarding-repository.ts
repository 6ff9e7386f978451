import type { OnboardingDocument } from '@mirante/core';
import type { Kysely } from 'kysely';
import type { MetaDatabase } from '../../stores/meta/schema.ts';

/** Per-user onboarding documents of a dashboard, keyed by the user's e-mail. */
export function createOnboardingRepository(db: Kysely<MetaDatabase>) {
  return {
    async find(dashboardId: string, email: string): Promise<OnboardingDocument | null> {
      const row = await db
        .selectFrom('dashboard_onboarding')
        .select('doc')
        .where('dashboard_id', '=', dashboardId)
        .where('email', '=', email)
        .executeTakeFirst();
      return row?.doc ?? null;
    },

    async put(dashboardId: string, email: string, doc: OnboardingDocument): Promise<void> {
      const now = new Date();
      await db
        .insertInto('dashboard_onboarding')
        .values({ dashboard_id: dashboardId, email, doc: JSON.stringify(doc), updated_at: now })
        .onConflict((oc) =>
          oc.columns(['dashboard_id', 'email']).doUpdateSet({ doc: JSON.stringify(doc), updated_at: now }),
        )
        .execute();
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
