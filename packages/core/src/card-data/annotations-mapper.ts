import type { AnnotationsAnswer } from '../contracts/annotations.ts';
import type { CardData } from './card-data.ts';
import type { Translate } from './endpoints/card-endpoint.ts';
import { groupLabel } from './group-labels.ts';
import { tableColumn } from './table-column.ts';

/**
 * The annotations report (LSN_76) as a table, newest first: when, what the analyst wrote, who wrote it, and the
 * post it is about (channel, date, its first characters). Always with the note of the report's delay (spec §9):
 * an annotation written in the last five minutes is not listed yet.
 */
export function annotationsCardData(answers: readonly AnnotationsAnswer[], t: Translate): CardData {
  const items = answers[0]?.docs.items ?? [];
  return {
    kind: 'table',
    columns: [
      tableColumn('createdAt', 'annotations.column.createdAt', 'date', t),
      tableColumn('text', 'annotations.column.text', 'text', t),
      tableColumn('author', 'annotations.column.author', 'text', t),
      tableColumn('post', 'annotations.column.post', 'text', t),
      tableColumn('channel', 'annotations.column.channel', 'text', t),
      tableColumn('postedAt', 'annotations.column.postedAt', 'date', t),
    ],
    rows: items.map((item) => ({
      createdAt: item.createdAt,
      text: item.text,
      author: item.author,
      post: item.post.text || t('annotations.untitledPost'),
      channel: groupLabel('channel', item.post.channel, t).name,
      postedAt: item.post.postedAt,
    })),
    notes: ['chart.note.annotationsDelay'],
  };
}
