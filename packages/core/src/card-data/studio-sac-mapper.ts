import type { CardDefinition } from '../cards/card-definition.ts';
import type {
  BacklogTable,
  OperatorStatusTable,
  PostCount,
  StudioSacAnswer,
  StudioSacEndpoint,
  SurveyAnswers,
  SurveyScores,
} from '../contracts/studio-sac.ts';
import { ATTENDANT_STATUS_INFO } from '../domain/attendant-statuses.ts';
import { channelInfo } from '../domain/channels.ts';
import { CONVERSATION_STATUS_INFO, isConversationStatus } from '../domain/conversation-statuses.ts';
import { RATING_LABELS } from '../domain/rating-colors.ts';
import { SAC_CONVERSATION_TYPES } from '../domain/sac-types.ts';
import { fillMessage, type MessageKey } from '../i18n/messages.ts';
import type { CardData } from './card-data.ts';
import { durationSeconds } from './duration-seconds.ts';
import type { Translate } from './endpoints/card-endpoint.ts';
import { tableColumn } from './table-column.ts';
import { valueData } from './value-data.ts';

type Row = Record<string, string | number | null>;

/** Any studio SAC answer, as its endpoint's schema checked it. */
export type StudioSacCardAnswer = StudioSacAnswer<StudioSacEndpoint>;

/** Days of post/count are São Paulo days (interval D). */
const DAY_GRAIN = 'dayOfMonth';

const channelName = (channel: string, t: Translate) => t(channelInfo(channel).label);

const SAC_TYPE_SET: ReadonlySet<string> = new Set(SAC_CONVERSATION_TYPES);
const sacTypeName = (type: string | null, t: Translate) =>
  type === null ? '' : SAC_TYPE_SET.has(type) ? t(`sacType.${type}` as MessageKey) : type;

const statusName = (status: string, t: Translate) =>
  isConversationStatus(status) ? t(CONVERSATION_STATUS_INFO[status].label) : status;

/**
 * post/count: a line draws the days (projected or counted), any other card the period's number. A projection
 * is a fraction of posts: it is drawn rounded to whole posts.
 */
export function postCountData(definition: CardDefinition, answer: PostCount, t: Translate): CardData {
  if (definition.componentType === 'line' || definition.componentType === 'stackedLine') {
    const name = t(answer.projection ? 'studioSac.series.projected' : 'studioSac.series.posts');
    return {
      kind: 'series',
      series: [
        {
          key: answer.projection ? 'projectedPosts' : 'posts',
          name,
          color: null,
          data: answer.points.map(([time, value]) => [time, Math.round(value)]),
        },
      ],
      grain: DAY_GRAIN,
      format: 'count',
    };
  }
  return valueData(Math.round(answer.total), 'count');
}

/** feed/backlog-table: the conversations waiting, in the answer's order; the wait in seconds. */
export function backlogData(answer: BacklogTable, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('postedAt', 'studioSac.column.postedAt', 'date', t),
      tableColumn('channel', 'studioSac.column.channel', 'text', t),
      tableColumn('page', 'studioSac.column.page', 'text', t),
      tableColumn('username', 'studioSac.column.username', 'text', t),
      tableColumn('text', 'studioSac.column.text', 'text', t),
      tableColumn('url', 'studioSac.column.url', 'text', t),
      tableColumn('sacType', 'studioSac.column.sacType', 'text', t),
      tableColumn('status', 'studioSac.column.status', 'text', t),
      tableColumn('wait', 'studioSac.column.wait', 'duration', t),
    ],
    rows: answer.items.map(
      (item): Row => ({
        postedAt: item.postedAt,
        channel: channelName(item.channel, t),
        page: item.page,
        username: item.username,
        text: item.text,
        url: item.url,
        sacType: sacTypeName(item.sacType, t),
        status: statusName(item.status, t),
        wait: durationSeconds(item.waitMs),
      }),
    ),
  };
}

/** status-table: per operator, the present status and since when, and the conversations answered. */
export function statusTableData(answer: OperatorStatusTable, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('operator', 'studioSac.column.operator', 'text', t),
      tableColumn('status', 'studioSac.column.operatorStatus', 'text', t),
      tableColumn('since', 'studioSac.column.since', 'date', t),
      tableColumn('answered', 'studioSac.column.answered', 'count', t),
    ],
    rows: answer.items.map(
      (item): Row => ({
        operator: item.operator,
        status: item.status === null ? null : t(ATTENDANT_STATUS_INFO[item.status].label),
        since: item.statusChangeTime,
        answered: item.answered,
      }),
    ),
  };
}

/** sac-surveys: one row per answer, newest first, with its rating level's name and colour. */
export function surveyAnswersData(answer: SurveyAnswers, t: Translate): CardData {
  return {
    kind: 'table',
    columns: [
      tableColumn('username', 'studioSac.column.respondent', 'text', t),
      tableColumn('channel', 'studioSac.column.channel', 'text', t),
      tableColumn('page', 'studioSac.column.page', 'text', t),
      tableColumn('operator', 'studioSac.column.operator', 'text', t),
      tableColumn('surveyType', 'studioSac.column.surveyType', 'text', t),
      tableColumn('score', 'studioSac.column.score', 'count', t),
      tableColumn('rating', 'studioSac.column.rating', 'text', t),
      tableColumn('color', 'studioSac.column.color', 'text', t),
      tableColumn('surveyDate', 'studioSac.column.surveyDate', 'date', t),
    ],
    rows: answer.items.map(
      (item): Row => ({
        username: item.username,
        channel: channelName(item.channel, t),
        page: item.page,
        operator: item.operator,
        surveyType: item.surveyType,
        score: item.score,
        rating: t(RATING_LABELS[item.level]),
        color: item.color,
        surveyDate: item.surveyDate,
      }),
    ),
  };
}

/**
 * sac-surveys/scores: a distribution (group=score) draws one slice or bar per score value with its rating colour
 * (values left out of a donut when nobody gave them); otherwise the kind's score in points, NPS from −100.
 */
export function surveyScoresData(definition: CardDefinition, answer: SurveyScores, t: Translate): CardData {
  const donut = definition.componentType === 'donut';
  if (donut || answer.distribution.length > 0) {
    return {
      kind: 'values',
      items: answer.distribution
        .filter((item) => !donut || item.answers > 0)
        .map((item) => ({
          key: String(item.score),
          name: fillMessage(t('studioSac.scoreName'), {
            score: item.score,
            rating: t(RATING_LABELS[item.level]),
          }),
          value: item.answers,
          color: item.color,
          channel: null,
        })),
      format: 'count',
    };
  }
  const data = valueData(answer.score, 'percent');
  return data.kind === 'value' && answer.surveyType === 'NPS' ? { ...data, min: -100 } : data;
}

/** The data a studio SAC card draws from its endpoint's answer. */
export function studioSacCardData(
  definition: CardDefinition,
  endpoint: StudioSacEndpoint,
  answer: StudioSacCardAnswer,
  t: Translate,
): CardData {
  switch (endpoint) {
    case 'post/count':
      return postCountData(definition, answer as PostCount, t);
    case 'feed/backlog-table':
      return backlogData(answer as BacklogTable, t);
    case 'status-table':
      return statusTableData(answer as OperatorStatusTable, t);
    case 'sac-surveys':
      return surveyAnswersData(answer as SurveyAnswers, t);
    case 'sac-surveys/scores':
      return surveyScoresData(definition, answer as SurveyScores, t);
  }
}

/** What a card draws before any answer (an endpoint that answered nothing): its empty shape. */
export function emptyStudioSacData(definition: CardDefinition, endpoint: StudioSacEndpoint): CardData {
  if (endpoint === 'post/count' || endpoint === 'sac-surveys/scores') {
    if (definition.componentType === 'line')
      return { kind: 'series', series: [], grain: DAY_GRAIN, format: 'count' };
    if (definition.componentType === 'donut') return { kind: 'values', items: [], format: 'count' };
    return valueData(null, endpoint === 'post/count' ? 'count' : 'percent');
  }
  return { kind: 'table', columns: [], rows: [] };
}
