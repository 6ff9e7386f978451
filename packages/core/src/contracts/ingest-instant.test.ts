import { describe, expect, it } from 'vitest';
import { startOfZonedDateKey } from '../domain/dates.ts';
import { Instant, readInstantText } from './ingest-instant.ts';

const AT = Date.UTC(2020, 7, 29, 15, 21, 6);

describe('ingest instants', () => {
  it('reads ISO 8601 with T or a space and every offset form as the same instant', () => {
    for (const text of [
      '2020-08-29T15:21:06Z',
      '2020-08-29 15:21:06Z',
      '2020-08-29t15:21:06z',
      '2020-08-29 15:21:06+00:00',
      '2020-08-29 15:21:06+0000',
      '2020-08-29 15:21:06+00',
      '2020-08-29T12:21:06-03:00',
      '2020-08-29T12:21:06-0300',
      '2020-08-29T18:21:06+03',
      ' 2020-08-29 15:21:06+00:00 ',
    ]) {
      expect(readInstantText(text), text).toEqual({ ms: AT });
    }
  });

  it('keeps fractions to the millisecond and takes minutes without seconds', () => {
    expect(readInstantText('2020-08-29T15:21:06.123456789Z')).toEqual({ ms: AT + 123 });
    expect(readInstantText('2020-08-29T15:21:06,5Z')).toEqual({ ms: AT + 500 });
    expect(readInstantText('2020-08-29T15:21Z')).toEqual({ ms: AT - 6000 });
  });

  it('reads a calendar date as its start in São Paulo', () => {
    expect(readInstantText('2026-03-12')).toEqual({ ms: startOfZonedDateKey('2026-03-12') });
    expect(readInstantText('2026-03-12')).toEqual({ ms: Date.UTC(2026, 2, 12, 3) });
  });

  it('refuses a date and time without an offset, saying so, rather than guess the zone', () => {
    expect(readInstantText('2020-08-29 15:21:06')).toEqual({ problem: 'noOffset' });
    expect(readInstantText('2020-08-29T15:21')).toEqual({ problem: 'noOffset' });
  });

  it('refuses what is not a real instant', () => {
    for (const text of [
      'ontem',
      '29/08/2020 15:21',
      '2020-02-30T10:00:00Z',
      '2020-08-29T24:00:00Z',
      '2020-08-29T15:60:00Z',
      '2020-08-29T15:21:06+24:00',
      '2020-08-29T15:21:06+03:60',
      'Sat Aug 29 15:21:06 +0000 2020',
      '2020-08-29 15:21:06 +00:00',
      '',
    ]) {
      expect(readInstantText(text), text).toEqual({ problem: 'invalid' });
    }
  });

  it('parses ms since the epoch and texts to ms, and nothing else', () => {
    expect(Instant.parse(AT)).toBe(AT);
    expect(Instant.parse('2020-08-29 15:21:06+00:00')).toBe(AT);
    expect(Instant.safeParse(-1).success).toBe(false);
    expect(Instant.safeParse(1.5).success).toBe(false);
    expect(Instant.safeParse('2020-08-29 15:21:06').success).toBe(false);
  });
});
