import { describe, expect, it } from 'vitest';
import { GUEST_MAX_PERIOD_DAYS } from '../contracts/guest-access.ts';
import { DAY_MS, END_OF_DAY_OFFSET_MS } from '../domain/dates.ts';
import { translate } from '../i18n/messages.ts';
import { checkGuestPeriod, narrowGuestFilter } from './guest-scope.ts';

const published = {
  channels: ['twitter', 'instagram'],
  polarities: [1, 2],
  dark_post: false,
  query: 'marca',
};

describe("a guest's filter", () => {
  it('keeps what the publisher set when the guest asks for nothing, or for an empty filter', () => {
    expect(narrowGuestFilter(published, {})).toEqual({ ok: true, value: published });
    expect(narrowGuestFilter(published, { channels: [], query: ' ' })).toEqual({
      ok: true,
      value: published,
    });
  });

  it('narrows within the published values, and adds keys the publisher left open', () => {
    const narrowed = narrowGuestFilter(published, { channels: ['twitter'], genders: [1], dark_post: false });
    expect(narrowed).toEqual({
      ok: true,
      value: { ...published, channels: ['twitter'], genders: [1], dark_post: false },
    });
    expect(narrowGuestFilter(published, { query: 'promoção' })).toMatchObject({
      value: { query: '(marca) AND (promoção)' },
    });
  });

  it('refuses values beyond the published ones, and any filter on people', () => {
    expect(narrowGuestFilter(published, { channels: ['facebook'] })).toEqual({
      ok: false,
      error: 'guest.errors.outsidePublished',
    });
    expect(narrowGuestFilter(published, { dark_post: true })).toMatchObject({ ok: false });
    for (const people of [{ uids: ['twitter-1'] }, { operators: ['Ana'] }, { sac_replier: ['Ana'] }]) {
      expect(narrowGuestFilter({}, people)).toEqual({ ok: false, error: 'guest.errors.peopleFilter' });
    }
  });

  it('parses a guest search on its own, so it cannot reach out of its parentheses', () => {
    expect(narrowGuestFilter(published, { query: 'zzz) OR NOT (qqq' })).toEqual({
      ok: false,
      error: 'search.errors.syntax',
    });
    expect(narrowGuestFilter(published, { query: '"aberta' })).toMatchObject({ ok: false });
  });

  it('never lets a guest add the other channel list, which would widen the channels (either list lets a post in)', () => {
    expect(narrowGuestFilter(published, { channels_listening: ['facebook'] })).toEqual({
      ok: false,
      error: 'guest.errors.outsidePublished',
    });
    expect(narrowGuestFilter({}, { channels_listening: ['facebook'] })).toMatchObject({ ok: true });
  });

  it('compares sentiments by meaning: both negative codes are negative', () => {
    expect(narrowGuestFilter({ polarities: [2] }, { polarities: [-1] })).toMatchObject({ ok: true });
    expect(narrowGuestFilter({ polarities: [2] }, { polarities: [1] })).toMatchObject({ ok: false });
  });

  it("reads sac_type 'All' as no choice on either side", () => {
    expect(narrowGuestFilter({ sac_type: ['All'] }, { sac_type: ['Post'] })).toMatchObject({
      value: { sac_type: ['Post'] },
    });
    expect(narrowGuestFilter({ sac_type: ['Post'] }, { sac_type: ['All'] })).toMatchObject({
      value: { sac_type: ['Post'] },
    });
  });
});

describe("a guest's period", () => {
  const start = Date.UTC(2026, 0, 1, 3);
  it(`spans at most ${GUEST_MAX_PERIOD_DAYS} days, and its message says so`, () => {
    const lastDay = start + (GUEST_MAX_PERIOD_DAYS - 1) * DAY_MS + END_OF_DAY_OFFSET_MS;
    expect(checkGuestPeriod({ start, end: lastDay }).ok).toBe(true);
    expect(checkGuestPeriod({ start, end: start + GUEST_MAX_PERIOD_DAYS * DAY_MS }).ok).toBe(true);
    expect(checkGuestPeriod({ start, end: start + GUEST_MAX_PERIOD_DAYS * DAY_MS + 1 })).toEqual({
      ok: false,
      error: 'guest.errors.periodTooLong',
    });
    for (const locale of ['pt-BR', 'en'] as const) {
      expect(translate('guest.errors.periodTooLong', locale)).toContain(String(GUEST_MAX_PERIOD_DAYS));
    }
  });
});
