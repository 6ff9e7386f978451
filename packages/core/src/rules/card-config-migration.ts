import { CARD_CONFIG_VERSION, CardConfig } from '../contracts/dashboard.ts';
import { fail, ok, type Result } from './result.ts';

type RawConfig = Record<string, unknown>;

const isObject = (value: unknown): value is RawConfig =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One step per version: MIGRATIONS[v] turns a version-v config into version v + 1.
 * 1 → 2: the per-instance overrides (shareable, subDataType, selectedFilters, control, desk, audience) arrive,
 * all null ("as the definition").
 */
const MIGRATIONS: Record<number, (config: RawConfig) => RawConfig> = {
  1: (config) => ({
    shareable: null,
    subDataType: null,
    selectedFilters: null,
    control: null,
    desk: null,
    audience: null,
    ...config,
    configVersion: 2,
  }),
};

/**
 * Upgrades a saved card config to CARD_CONFIG_VERSION and validates it. A config without a version is a
 * version 1 config. A config from a newer version, or one that is not a card config, is refused.
 */
export function migrateCardConfig(raw: unknown): Result<CardConfig> {
  if (!isObject(raw)) return fail('errors.invalidCardConfig');
  let config: RawConfig = raw;
  let version = config.configVersion === undefined ? 1 : config.configVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail('errors.invalidCardConfig');
  }
  if (version > CARD_CONFIG_VERSION) return fail('errors.invalidCardConfig');
  while (version < CARD_CONFIG_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) return fail('errors.invalidCardConfig');
    config = step({ ...config, configVersion: version });
    version += 1;
  }
  const parsed = CardConfig.safeParse(config);
  return parsed.success ? ok(parsed.data) : fail('errors.invalidCardConfig');
}

/** Migrates every card of a saved dashboard; the first bad card fails the whole list. */
export function migrateCardConfigs(raw: unknown): Result<CardConfig[]> {
  if (!Array.isArray(raw)) return fail('errors.invalidCardConfig');
  const cards: CardConfig[] = [];
  for (const item of raw) {
    const migrated = migrateCardConfig(item);
    if (!migrated.ok) return migrated;
    cards.push(migrated.value);
  }
  return ok(cards);
}
