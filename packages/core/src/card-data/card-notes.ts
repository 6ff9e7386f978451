import type { CardDefinition } from '../cards/card-definition.ts';
import { TIME_GRAINS, type TimeGrain } from '../domain/time-grains.ts';
import type { CardData, CardNote } from './card-data.ts';
import type { ChartsAnswer } from './charts-service-mapper.ts';

const GRAIN_NOTES: Record<TimeGrain, CardNote> = {
  minute: 'chart.note.grain.minute',
  hour: 'chart.note.grain.hour',
  dayOfMonth: 'chart.note.grain.dayOfMonth',
  week: 'chart.note.grain.week',
  month: 'chart.note.grain.month',
  quarter: 'chart.note.grain.quarter',
  year: 'chart.note.grain.year',
};

const isTimeGrain = (value: string | null | undefined): value is TimeGrain =>
  typeof value === 'string' && (TIME_GRAINS as readonly string[]).includes(value);

/**
 * What a card says about how its numbers were made, beside drawing them:
 * - war-room answers leave TikTok out (spec §7), so their totals differ from the charts service's;
 * - a time series asked at a grain the period does not allow (a day over more than 180 days, spec §9) comes
 *   at the grain the server chose instead. Cards asking 'auto' take whatever grain fits, and say nothing;
 * - desk monitoring cards (BLIP_41–51) show the present state: the period does not change them.
 * The card config offers no grain of its own: the grain asked is the template's.
 */
export function cardNotesOf(
  definition: CardDefinition,
  data: CardData,
  charts: ChartsAnswer | null,
): CardNote[] {
  const { query } = definition;
  if (query.service === 'war-room') {
    return [
      query.endpoint === 'search-user' ? 'chart.note.withoutTikTokProfiles' : 'chart.note.withoutTikTok',
    ];
  }
  if (query.service === 'desk') {
    return query.endpoint.startsWith('desk/monitoring/') ? ['chart.note.presentState'] : [];
  }
  if (query.service !== 'charts-service' || charts === null || !('grain' in data)) return [];
  const asked = query.template.datePortion;
  const answered = charts.current.grain;
  if (!isTimeGrain(asked) || answered === null || answered === asked) return [];
  return [GRAIN_NOTES[answered]];
}

/** The data with its notes, or as it is when it has none. */
export function withNotes(data: CardData, notes: readonly CardNote[]): CardData {
  return notes.length === 0 ? data : { ...data, notes };
}
