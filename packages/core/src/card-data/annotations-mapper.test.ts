import { describe, expect, it } from 'vitest';
import type { AnnotationsAnswer } from '../contracts/annotations.ts';
import { translate } from '../i18n/messages.ts';
import { annotationsCardData } from './annotations-mapper.ts';

const answer: AnnotationsAnswer = {
  status: 'ok',
  docs: {
    delayMs: 300_000,
    listedUntil: 1_773_000_000_000,
    total: 2,
    items: [
      {
        id: 'a2',
        createdAt: 1_772_990_000_000,
        text: 'Cliente pede retorno',
        author: 'Ana Analista',
        dashboardId: 'painel',
        cardUid: 'feed',
        post: {
          id: 'p1',
          channel: 'reclameaqui',
          postedAt: 1_772_900_000_000,
          url: null,
          text: 'Produto veio quebrado',
        },
      },
      {
        id: 'a1',
        createdAt: 1_772_980_000_000,
        text: 'Sem texto na publicação',
        author: 'Bruno',
        dashboardId: 'painel',
        cardUid: null,
        post: { id: 'p2', channel: 'canal-desconhecido', postedAt: 1_772_800_000_000, url: null, text: '' },
      },
    ],
  },
};

describe('annotationsCardData', () => {
  it('draws one row per annotation in the answer’s order, with the delay note', () => {
    const data = annotationsCardData([answer], translate);
    if (data.kind !== 'table') throw new Error(data.kind);
    expect(data.columns.map((column) => [column.label, column.format])).toEqual([
      ['Anotada em', 'date'],
      ['Anotação', 'text'],
      ['Analista', 'text'],
      ['Publicação', 'text'],
      ['Canal', 'text'],
      ['Publicada em', 'date'],
    ]);
    expect(data.rows).toEqual([
      {
        createdAt: 1_772_990_000_000,
        text: 'Cliente pede retorno',
        author: 'Ana Analista',
        post: 'Produto veio quebrado',
        channel: 'Reclame Aqui',
        postedAt: 1_772_900_000_000,
      },
      {
        createdAt: 1_772_980_000_000,
        text: 'Sem texto na publicação',
        author: 'Bruno',
        post: 'Publicação sem texto',
        channel: translate('channel.notClassified'),
        postedAt: 1_772_800_000_000,
      },
    ]);
    expect(data.notes).toEqual(['chart.note.annotationsDelay']);
  });

  it('keeps the note when nothing is listed yet', () => {
    const empty = { ...answer, docs: { ...answer.docs, total: 0, items: [] } };
    expect(annotationsCardData([empty], translate)).toMatchObject({
      kind: 'table',
      rows: [],
      notes: ['chart.note.annotationsDelay'],
    });
  });
});
