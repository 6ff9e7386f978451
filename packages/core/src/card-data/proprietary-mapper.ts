import type { CardDefinition } from '../cards/card-definition.ts';
import { MEDIA_TYPE_LABELS, type MediaAnswer, type ProprietaryAnswer } from '../contracts/proprietary.ts';
import { channelInfo } from '../domain/channels.ts';
import type { EngagementQuadrant } from '../domain/formulas.ts';
import type { CardData } from './card-data.ts';
import type { Translate } from './endpoints/card-endpoint.ts';
import { tableColumn } from './table-column.ts';
import { namedValue } from './value-data.ts';

/*
 * Proprietary and media answers as what a card draws: the engagement matrices as bubbles coloured by quadrant
 * (kind 'points', the web's bubble renderer), the media distribution as named values, the featured outlets as
 * a table and the advertising value as a currency value with its previous period.
 */

/** A quadrant's colour: both high green, only y blue, only x orange, both low grey (the note under the card). */
export const QUADRANT_COLORS: Readonly<Record<EngagementQuadrant, string>> = {
  highXHighY: '#2f9e44',
  lowXHighY: '#1c7ed6',
  highXLowY: '#f08c00',
  lowXLowY: '#868e96',
};

/** A bubble's label: the post's first words. */
const POST_LABEL_LENGTH = 40;

function postLabel(text: string, t: Translate): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean === '') return t('proprietary.untitledPost');
  return clean.length <= POST_LABEL_LENGTH ? clean : `${clean.slice(0, POST_LABEL_LENGTH - 1).trimEnd()}…`;
}

/** engagement-matrix/posts: a bubble per own publication, x = reach, y = interactions, size = impressions. */
export function postsMatrixData(
  answer: ProprietaryAnswer<'engagement-matrix/posts'>,
  t: Translate,
): CardData {
  return {
    kind: 'points',
    points: answer.docs.points.map((point) => ({
      key: point.id,
      name: postLabel(point.text, t),
      x: point.reach,
      y: point.interactions,
      size: point.impressions,
      color: QUADRANT_COLORS[point.quadrant],
    })),
    xLabel: t('proprietary.axis.reach'),
    yLabel: t('proprietary.axis.interactions'),
    sizeLabel: t('proprietary.axis.impressions'),
    xFormat: 'count',
    yFormat: 'count',
    sizeFormat: 'count',
    notes: ['chart.note.engagementMatrix'],
  };
}

/** engagement-matrix/tags: a bubble per tag, x = publications, y = Σ interactions, size = Σ reach. */
export function tagsMatrixData(answer: ProprietaryAnswer<'engagement-matrix/tags'>, t: Translate): CardData {
  return {
    kind: 'points',
    points: answer.docs.points.map((point) => ({
      key: point.tag,
      name: point.tag,
      x: point.posts,
      y: point.interactions,
      size: point.reach,
      color: QUADRANT_COLORS[point.quadrant],
    })),
    xLabel: t('proprietary.axis.posts'),
    yLabel: t('proprietary.axis.interactions'),
    sizeLabel: t('proprietary.axis.reach'),
    xFormat: 'count',
    yFormat: 'count',
    sizeFormat: 'count',
    notes: ['chart.note.engagementMatrix'],
  };
}

/** distribution/media_type: posts per media type, most first. */
export function mediaDistributionData(
  answer: MediaAnswer<'distribution/media_type'>,
  t: Translate,
): CardData {
  return {
    kind: 'values',
    items: answer.docs.items.map((item) =>
      namedValue(item.mediaType, t(MEDIA_TYPE_LABELS[item.mediaType]), item.posts),
    ),
    format: 'count',
  };
}

/** featured_midia: the outlets, their channels (by name), posts and reach. */
export function featuredMediaData(answer: MediaAnswer<'featured_midia'>, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('outlet', 'media.column.outlet', 'text', t),
      tableColumn('channels', 'media.column.channels', 'text', t),
      tableColumn('posts', 'media.column.posts', 'count', t),
      tableColumn('reach', 'media.column.reach', 'count', t),
    ],
    rows: answer.docs.items.map((item) => ({
      outlet: item.name || item.uid,
      channels: item.channels.map((channel) => t(channelInfo(channel).label)).join(', '),
      posts: item.posts,
      reach: item.reach,
    })),
  };
}

/** publicitary_valoration: the period's value in BRL, with the previous period's when the card compares. */
export function equivalenceData(
  current: MediaAnswer<'publicitary_valoration'>,
  previous: MediaAnswer<'publicitary_valoration'> | null,
): CardData {
  return {
    kind: 'value',
    value: current.equivalence.value,
    previous: previous ? previous.equivalence.value : null,
    min: null,
    max: null,
    format: 'currency',
  };
}

type ProprietaryCardAnswer =
  | ProprietaryAnswer<'engagement-matrix/posts'>
  | ProprietaryAnswer<'engagement-matrix/tags'>
  | MediaAnswer<'distribution/media_type'>
  | MediaAnswer<'featured_midia'>
  | MediaAnswer<'publicitary_valoration'>;

export type { ProprietaryCardAnswer };

/** A proprietary or media card's answers (current, then the previous period's when asked) as its data. */
export function proprietaryCardData(
  definition: CardDefinition,
  answers: readonly unknown[],
  t: Translate,
): CardData {
  const { query } = definition;
  const [first, second] = answers;
  if (!first) throw new Error(`${definition.id}: no answer`);
  const key = `${query.service}/${'endpoint' in query ? query.endpoint : ''}`;
  switch (key) {
    case 'proprietary/engagement-matrix/posts':
      return postsMatrixData(first as ProprietaryAnswer<'engagement-matrix/posts'>, t);
    case 'proprietary/engagement-matrix/tags':
      return tagsMatrixData(first as ProprietaryAnswer<'engagement-matrix/tags'>, t);
    case 'media/distribution/media_type':
      return mediaDistributionData(first as MediaAnswer<'distribution/media_type'>, t);
    case 'media/featured_midia':
      return featuredMediaData(first as MediaAnswer<'featured_midia'>, t);
    case 'media/publicitary_valoration':
      return equivalenceData(
        first as MediaAnswer<'publicitary_valoration'>,
        (second as MediaAnswer<'publicitary_valoration'> | undefined) ?? null,
      );
    default:
      throw new Error(`${definition.id}: not a proprietary or media card`);
  }
}
