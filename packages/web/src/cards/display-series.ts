import {
  type ChartsCardQuery,
  channelInfo,
  ENTITY_FIELDS,
  type SeriesResponse,
  type Series as WireSeries,
} from '@mirante/core';

/** A series as renderers draw it: the wire series plus its display name and colour. */
export interface DisplaySeries {
  key: string;
  name: string;
  /** Null leaves the colour to the chart's palette. */
  color: string | null;
  data: WireSeries['data'];
}

/** Series keys are channel ids when channel is the only non-date grouping field. */
export function isChannelKeyed(query: ChartsCardQuery): boolean {
  const fields = ENTITY_FIELDS[query.entity];
  const groups = query.template.grouping.filter((field) => fields[field] !== 'date');
  return groups.length === 1 && groups[0] === 'channel';
}

export function toDisplaySeries(response: SeriesResponse, channelKeyed: boolean): DisplaySeries[] {
  return response.series.map(({ key, data }) => {
    if (!channelKeyed) return { key, name: key, color: null, data };
    const channel = channelInfo(key);
    return { key, name: channel.name, color: channel.color, data };
  });
}

/** No series, or nothing but zeros: the card shows its empty state instead of a flat line. */
export function isEmptySeries(response: SeriesResponse): boolean {
  return response.series.every((series) => series.data.every(([, value]) => value === 0));
}
