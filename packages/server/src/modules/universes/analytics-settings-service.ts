import type { MessageKey } from '@mirante/core';
// Relative until core's index exports the proprietary contract (issue 27 integration).
import {
  type AnalyticsSettings,
  type AnalyticsSettingsAnswer,
  AnalyticsSettingsInput,
  DEFAULT_ANALYTICS_SETTINGS,
  effectiveAnalyticsSettings,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import { createTtlCache } from '../auth/ttl-cache.ts';
import type { AnalyticsSettingsRepository } from './analytics-settings-repository.ts';

/**
 * How long an instance keeps a universe's settings: a change made here applies at once; one made on another
 * instance within this time.
 */
export const ANALYTICS_SETTINGS_TTL_MS = 30_000;

export interface AnalyticsSettingsDeps {
  repository: AnalyticsSettingsRepository;
  audit: { record(action: string, actor: string, detail: Record<string, unknown>): Promise<void> };
  now?: () => number;
}

type SettingsView = AnalyticsSettingsAnswer['message'];

const isMessageKey = (text: string): text is MessageKey => text.includes('.');

/**
 * A universe's analytics settings (issue 27, docs/sac-and-pages.md): the CPM per channel of the advertising
 * value (media publicitary_valoration) and the collected share per channel of the projection (studio
 * post/count). Access is the caller's (routes: a member of the universe).
 */
export function createAnalyticsSettingsService(deps: AnalyticsSettingsDeps) {
  const now = deps.now ?? Date.now;
  const cache = createTtlCache<SettingsView>({ ttlMs: ANALYTICS_SETTINGS_TTL_MS, maxEntries: 5_000, now });

  async function view(universeId: string): Promise<SettingsView> {
    const known = cache.get(universeId);
    if (known) return known;
    const stored = await deps.repository.find(universeId);
    const custom = AnalyticsSettingsInput.safeParse(stored?.settings ?? {});
    const set = custom.success ? custom.data : { cpmByChannel: {}, collectedShareByChannel: {} };
    const result: SettingsView = {
      universeId,
      settings: effectiveAnalyticsSettings(set),
      custom: set,
      defaults: DEFAULT_ANALYTICS_SETTINGS,
      updatedAt: stored?.updatedAt.getTime() ?? null,
      updatedBy: stored?.updatedBy ?? null,
    };
    cache.set(universeId, result);
    return result;
  }

  /** The body checked: 400 with the catalogue's text for each bad field (`cpmByChannel.tv`, …). */
  function parse(body: unknown): AnalyticsSettingsInput {
    const parsed = AnalyticsSettingsInput.safeParse(body ?? {});
    if (parsed.success) return parsed.data;
    const fields: Record<string, MessageKey> = {};
    for (const issue of parsed.error.issues) {
      fields[issue.path.join('.') || 'body'] = isMessageKey(issue.message)
        ? issue.message
        : 'errors.badRequest';
    }
    throw new AppError(400, 'VALIDATION', 'analyticsSettings.errors.invalid', fields);
  }

  return {
    /** The settings in effect, what the universe set, the defaults and the last change. */
    get: view,

    /** Replaces what the universe set (channels left out take the defaults); audited. */
    async update(universeId: string, body: unknown, actor: string): Promise<SettingsView> {
      const settings = parse(body);
      await deps.repository.save(universeId, settings, actor, new Date(now()));
      cache.delete(universeId);
      await deps.audit.record('universe.analytics-settings.update', actor, { universeId, settings });
      return view(universeId);
    },

    /** The universe's CPM per channel in BRL per 1000 views (every channel): the media service's dependency. */
    cpmByChannel: async (universeId: string): Promise<AnalyticsSettings['cpmByChannel']> =>
      (await view(universeId)).settings.cpmByChannel,

    /** The universe's collected share per channel, in (0, 1] (every channel): the projection's dependency. */
    collectedShares: async (universeId: string): Promise<AnalyticsSettings['collectedShareByChannel']> =>
      (await view(universeId)).settings.collectedShareByChannel,
  };
}

export type AnalyticsSettingsService = ReturnType<typeof createAnalyticsSettingsService>;
