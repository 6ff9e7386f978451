import { describe, expect, it } from 'vitest';
import { CARD_CONFIG_VERSION } from '../contracts/dashboard.ts';
import { migrateCardConfig, migrateCardConfigs } from './card-config-migration.ts';

const v1 = {
  uid: 'c1',
  id: 'LSN_13',
  width: 6,
  height: 'SMALL',
  title: 'Menções',
  description: null,
  configVersion: 1,
};

describe('card config migration', () => {
  it('upgrades a version 1 config: every override "as the definition"', () => {
    expect(migrateCardConfig(v1)).toEqual({
      ok: true,
      value: {
        ...v1,
        configVersion: CARD_CONFIG_VERSION,
        shareable: null,
        subDataType: null,
        selectedFilters: null,
        control: null,
        desk: null,
        audience: null,
        annotation: null,
        text: null,
      },
    });
  });

  it('reads a config without a version as version 1', () => {
    const { configVersion: _v, ...unversioned } = v1;
    const migrated = migrateCardConfig(unversioned);
    expect(migrated.ok && migrated.value.configVersion).toBe(CARD_CONFIG_VERSION);
  });

  it('keeps a current config as it is', () => {
    const current = {
      ...v1,
      configVersion: 2,
      shareable: false,
      subDataType: 'EVENTS',
      selectedFilters: { query: 'x' },
      control: null,
      desk: null,
      audience: null,
      annotation: 'Meta do trimestre',
      text: null,
    };
    expect(migrateCardConfig(current)).toEqual({ ok: true, value: current });
  });

  it('refuses what is not a card config, and configs from a newer version', () => {
    for (const raw of [
      null,
      'LSN_13',
      [],
      { ...v1, configVersion: 99 },
      { ...v1, configVersion: 0 },
      { ...v1, width: 13 },
    ]) {
      expect(migrateCardConfig(raw)).toEqual({ ok: false, error: 'errors.invalidCardConfig' });
    }
  });

  it('migrates a whole card list, failing on the first bad card', () => {
    const list = migrateCardConfigs([v1, { ...v1, uid: 'c2' }]);
    expect(list.ok && list.value.map((c) => c.uid)).toEqual(['c1', 'c2']);
    expect(migrateCardConfigs([v1, { nope: true }]).ok).toBe(false);
    expect(migrateCardConfigs('x').ok).toBe(false);
  });
});
