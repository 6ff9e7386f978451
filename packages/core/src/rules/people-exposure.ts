import type { CardQuery } from '../cards/card-definition.ts';
import type { Endpoint, EndpointService } from '../cards/services.ts';
import type { Operator } from '../contracts/chart-template.ts';
import type { Filter } from '../contracts/filter.ts';
import type { ChartEntity } from '../domain/datasets.ts';
import type { FilterKey } from '../domain/filters.ts';

/*
 * Whether a card's answer tells who someone is (spec §6, LGPD), derived from the query itself: guests never
 * receive such answers, whatever flag a card carries. People are the authors of posts, the profiles collected,
 * the respondents of surveys, the contacts of a bot, and the operators and attendants who answer them.
 */

/**
 * Chart fields that name a person, or list records one by one (a record's id: a post, a profile-day, a
 * survey answer, each of which carries its author). A connected page (`pid`) is the brand's own, not a person.
 */
export const PERSON_FIELDS: Readonly<Record<ChartEntity, readonly string[]>> = {
  posts: ['id', 'uid', 'operator'],
  users: ['id', 'uid', 'username'],
  'sac-status': ['id', 'userId', 'username'],
  'sac-surveys': ['id', 'userId', 'username'],
};

/** Operators that count a field's values without giving any value back ('count', 'size': distinct values). */
const COUNTING_OPERATORS: ReadonlySet<Operator> = new Set(['count', 'size']);

/** Filter keys that ask about particular people: authors (uids), operators and repliers. */
export const PERSON_FILTER_KEYS = [
  'uids',
  'sac_replier',
  'operators',
] as const satisfies readonly FilterKey[];

/**
 * Endpoints whose answers list people: the post feed and its searches, authors, survey respondents, the
 * people behind an import or an annotation, operators, repliers, attendants and the tickets of contacts.
 */
export const PEOPLE_ENDPOINTS: { readonly [S in EndpointService]?: readonly Endpoint<S>[] } = {
  'war-room': ['top-influencers', 'top-posts', 'press-posts', 'search-user'],
  studio: [
    'repliers',
    'feed/backlog-table',
    'feed/import-history',
    'status-table',
    'sac-surveys',
    'gpt/suggestions',
    'gpt/reply',
    'gpt/delete',
  ],
  desk: [
    'desk/agents',
    'desk/analytics/attendants/productivity',
    'desk/analytics/attendants',
    'desk/monitoring/open-tickets',
    'desk/monitoring/waiting-tickets',
    'desk/monitoring/attendants',
    'desk/monitoring/tickets',
  ],
  'operators-logs': ['operators-table', 'get-options', 'status-change'],
  performance: ['sac/feed', 'engaged-users', 'user-posts', 'report/activity_colaborator'],
  'sac-reports': ['charts/replier-by-channel'],
  annotations: ['list'],
};

/** Values of an endpoint's `group` parameter that split its answer by person. */
const PERSON_GROUPS: ReadonlySet<string> = new Set([
  'operator',
  'attendant',
  'user',
  'uid',
  'username',
  'author',
]);

/** Whether an endpoint's answers list people (PEOPLE_ENDPOINTS): its registry entry's `listsPeople`. */
export function endpointListsPeople(service: EndpointService, endpoint: string): boolean {
  const listed: readonly string[] = PEOPLE_ENDPOINTS[service] ?? [];
  return listed.includes(endpoint);
}

/** A filter without its keys that name people (what a guest may be shown of a dashboard's global filter). */
export function withoutPeople(filter: Filter): Filter {
  const kept: Filter = { ...filter };
  for (const key of PERSON_FILTER_KEYS) delete kept[key];
  return kept;
}

/** Whether a filter asks about particular people (a non-empty list of authors, operators or repliers). */
export function filterNamesPeople(filter: Filter): boolean {
  return PERSON_FILTER_KEYS.some((key) => (filter[key]?.length ?? 0) > 0);
}

/**
 * Whether a query's answer exposes people: a chart grouped, sorted or totalled by a person field, or giving back
 * a person field's values (any operator but counting them); an endpoint that lists people, or one split by person.
 */
export function queryExposesPeople(query: CardQuery): boolean {
  switch (query.service) {
    case 'none':
      return false;
    case 'charts-service': {
      const person = new Set(PERSON_FIELDS[query.entity]);
      const { template } = query;
      const { fields } = template.metricsMetadata;
      // A sort field that is a metric sorts by its aggregate (a count of ids), not by the values.
      const named = [
        ...template.grouping,
        ...(template.sortFields ?? []).filter((field) => !fields.includes(field)),
        ...(template.metricsMetadata.groupingForTotal ?? []),
      ];
      if (named.some((field) => person.has(field))) return true;
      // The i-th metric field is aggregated by the i-th operator, else by the method (as the compiler does).
      const operatorOf = (i: number) => template.metricsMetadata.operators[i] ?? template.method;
      return fields.some((field, i) => person.has(field) && !COUNTING_OPERATORS.has(operatorOf(i)));
    }
    default: {
      if (endpointListsPeople(query.service, query.endpoint)) return true;
      const group = query.params.group;
      return typeof group === 'string' && PERSON_GROUPS.has(group);
    }
  }
}

/**
 * Whether a card, as it stands on a dashboard, exposes people: its query does, or the filter its requests carry
 * (the card's own filters over the dashboard's global filter) asks about particular people.
 */
export function cardExposesPeople(query: CardQuery, requestFilter: Filter): boolean {
  return queryExposesPeople(query) || filterNamesPeople(requestFilter);
}
