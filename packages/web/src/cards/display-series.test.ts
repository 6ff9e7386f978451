import { type ChartsCardQuery, cardRegistry, chartsQueryOf, type SeriesResponse } from '@mirante/core';
import { describe, expect, it } from 'vitest';
import { isChannelKeyed, isEmptySeries, toDisplaySeries } from './display-series.ts';

const response = (series: SeriesResponse['series']): SeriesResponse => ({
  status: 'ok',
  grain: 'dayOfMonth',
  label: 'Publicações',
  series,
  totals: null,
});

const postsOverTime = chartsQueryOf(cardRegistry.get('LSN_13')) as ChartsCardQuery;

describe('display series', () => {
  it('names channel series after the channel, with its colour', () => {
    const [series] = toDisplaySeries(response([{ key: 'feedly', data: [[1, 2]] }]), true);
    expect(series).toEqual({ key: 'feedly', name: 'Blogs', color: '#fd7e14', data: [[1, 2]] });
  });

  it('keeps other keys as they are and leaves their colour to the chart', () => {
    const [series] = toDisplaySeries(response([{ key: 'Marca A', data: [] }]), false);
    expect(series).toEqual({ key: 'Marca A', name: 'Marca A', color: null, data: [] });
  });

  it('knows when series keys are channels', () => {
    expect(isChannelKeyed(postsOverTime)).toBe(true);
    const byTag: ChartsCardQuery = {
      ...postsOverTime,
      template: { ...postsOverTime.template, grouping: ['postedAt', 'tag'] },
    };
    expect(isChannelKeyed(byTag)).toBe(false);
  });

  it('treats no series and all-zero series as empty', () => {
    expect(isEmptySeries(response([]))).toBe(true);
    expect(
      isEmptySeries(
        response([
          {
            key: 'instagram',
            data: [
              [1, 0],
              [2, 0],
            ],
          },
        ]),
      ),
    ).toBe(true);
    expect(
      isEmptySeries(
        response([
          {
            key: 'instagram',
            data: [
              [1, 0],
              [2, 5],
            ],
          },
        ]),
      ),
    ).toBe(false);
  });
});
