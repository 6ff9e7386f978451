import { CARD_CONFIG_VERSION, type CardConfig, NO_CARD_OVERRIDES } from '../contracts/dashboard.ts';

/** A card config for tests: a half-width, mid-height card without overrides unless `extra` sets them. */
export const cardConfigFixture = (uid: string, id: string, extra: Partial<CardConfig> = {}): CardConfig => ({
  uid,
  id,
  width: 6,
  height: 'MID',
  title: null,
  description: null,
  configVersion: CARD_CONFIG_VERSION,
  ...NO_CARD_OVERRIDES,
  ...extra,
});
