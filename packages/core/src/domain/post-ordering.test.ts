import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  POST_ORDERINGS,
  postOrderingFor,
  postOrderingLabel,
  SORT_OPTIONS,
  sortOptionFor,
} from './post-ordering.ts';

describe('post ordering', () => {
  it('asks the service for the sort option of each UI ordering', () => {
    expect(POST_ORDERINGS.map(sortOptionFor)).toEqual([
      'hot',
      'date_desc',
      'date_asc',
      'influence',
      'interactions',
      'shares',
      'likes',
      'comments',
    ]);
  });

  it('maps every sort option back to one ordering', () => {
    for (const sort of SORT_OPTIONS) expect(sortOptionFor(postOrderingFor(sort))).toBe(sort);
    expect(postOrderingFor('date_asc')).toBe('old');
  });

  it('labels the orderings in Portuguese', () => {
    expect(translate(postOrderingLabel('new'))).toBe('Mais recentes');
    expect(translate(postOrderingLabel('old'))).toBe('Mais antigos');
    expect(translate(postOrderingLabel('likes'))).toBe('Curtidas');
  });
});
