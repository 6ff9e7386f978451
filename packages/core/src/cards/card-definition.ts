import type { ChartTemplateInput } from '../contracts/chart-template.ts';
import type { ChartType } from '../domain/chart-types.ts';
import type { ChartEntity } from '../domain/datasets.ts';
import type { FeatureFlag } from '../domain/feature-flags.ts';
import type { FilterKey } from '../domain/filters.ts';
import type { CardHeight, CardWidth } from '../domain/sizes.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import type { Endpoint, EndpointService } from './services.ts';

/** Renderer families (spec §3 "Component types"); the web app has one renderer per component type. */
export const COMPONENT_TYPES = [
  'singleValue',
  'donut',
  'ranking',
  'card',
  'network',
  'line',
  'stackedArea',
  'stackedLine',
  'barHorizontal',
  'barVertical',
  'barHorizontalStacked',
  'barVerticalStacked',
  'gauge',
  'wordCloud',
  'section',
  'text',
  'image',
  'importFile',
  'dataTable',
  'search',
  'bubble',
  'dualAxis',
  'funnel',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const DATA_TYPES = [
  'LISTENING',
  'STATIC',
  'COMPETITIVE',
  'SAC',
  'SAC_STATUS',
  'PAGE',
  'SAC_LISTENING',
  'BLIP',
  'CUSTOM',
] as const;
export type DataType = (typeof DATA_TYPES)[number];

export const SUB_DATA_TYPES = ['MESSAGES', 'ACTV_MESSAGES', 'CONTACTS', 'EVENTS', 'HUMAN_SERVICE'] as const;
export type SubDataType = (typeof SUB_DATA_TYPES)[number];

/** Library areas: how the add-card drawer groups the catalogue. */
export const CARD_AREAS = ['listening', 'sac', 'chatbot', 'owned-earned', 'static', 'custom'] as const;
export type CardArea = (typeof CARD_AREAS)[number];

export const TICKET_TYPES = [
  'open',
  'missed',
  'closedClient',
  'closedAttendant',
  'transferred',
  'closed',
] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const TIMING_TYPES = [
  'maxQueueTime',
  'maxFirstResponseTime',
  'avgQueueTime',
  'avgFirstResponseTime',
  'avgWaitTime',
  'avgResponseTime',
  'avgAttendanceTime',
] as const;
export type TimingType = (typeof TIMING_TYPES)[number];
export const MONITORING_TYPES = [
  'ticketsPerAttendant',
  'waiting',
  'inAttendance',
  'online',
  'pause',
  'offline',
] as const;
export type MonitoringType = (typeof MONITORING_TYPES)[number];
export const REPORT_TYPES = ['attendants', 'teams', 'tags'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export type QueryParamValue = string | number | boolean | readonly string[];

/** Where a card's data comes from: a chart template, one endpoint of a spec service, or nothing (static). */
export type CardQuery =
  | { service: 'charts-service'; entity: ChartEntity; template: ChartTemplateInput }
  | {
      [S in EndpointService]: {
        service: S;
        endpoint: Endpoint<S>;
        method: 'GET' | 'POST';
        params: Readonly<Record<string, QueryParamValue>>;
      };
    }[EndpointService]
  | { service: 'none' };

export interface ChannelControl {
  hideInChannel: boolean;
  disableTag: boolean;
  disableTheme: boolean;
  disablePolarity: boolean;
}

/** The card's props of spec §3; title and description are catalogue keys, the rest optional settings. */
export interface CardProps {
  title: MessageKey;
  description: MessageKey;
  /** The title before the user renamed the card. */
  originalTitle?: MessageKey;
  /** Markdown of a text annotation, or the address of an inserted image. */
  text?: string;
  annotation?: string;
  tags?: readonly string[];
  isExpandedCard?: boolean;
  noPadding?: boolean;
  group?: string;
  field?: string;
  operation?: 'sum' | 'count' | 'avg';
  label?: string;
  filterName?: string;
  polarity?: number;
  hideNull?: boolean;
  metric?: string;
  valueType?: 'number' | 'percentage' | 'duration' | 'currency';
  entity?: string;
  selectedFilters?: Readonly<Partial<Record<FilterKey, readonly (string | number | boolean)[]>>>;
  filterId?: string;
  type?: string;
  channel?: string;
  metricToCompare?: string;
  servicePath?: string;
  interval?: 'NI' | 'D';
  ticketType?: readonly TicketType[];
  timingType?: TimingType;
  reportType?: ReportType;
  monitoringType?: MonitoringType;
}

/** A card of the library (spec §3 "Card definition"). Stored dashboards reference it by `id`. */
export interface CardDefinition {
  id: string;
  /** Former ids of this card; saved dashboards that use them still resolve. */
  aliasIds: readonly string[];
  area: CardArea;
  /** The item of the spec's catalogue (by area) this card stands for. */
  catalogueItem: string;
  width: CardWidth;
  height: CardHeight;
  component: string;
  componentType: ComponentType;
  visible: boolean;
  notSupportFilter: boolean;
  dataType: DataType;
  subDataType: SubDataType | null;
  /** The card shows in the library only when every one of these flags is on. */
  hideInLibrary: readonly FeatureFlag[];
  hideMenu: boolean;
  isEvent: boolean;
  /** false: never shown on a shared (published) dashboard. */
  shareable: boolean;
  /** Exposes post authors: hidden from guests (LGPD). */
  lgpd: boolean;
  tagsView: boolean;
  /** Chart type of spec §9 (line, stacked line, column, …), when the card is one of those charts. */
  type: ChartType | null;
  control: Readonly<Record<string, ChannelControl>>;
  props: CardProps;
  /** The filter keys this card honours; the rest of the global filter does not apply to it. */
  supportedFilters: readonly FilterKey[];
  desk: { notSupportDeskFilters: boolean; notSupportedOperators: readonly string[] } | null;
  audience: { suportScheduledFilters: boolean } | null;
  query: CardQuery;
}

export type ChartsCardQuery = Extract<CardQuery, { service: 'charts-service' }>;

/** The chart template query of a card, or null when its data comes from elsewhere. */
export function chartsQueryOf(card: CardDefinition): ChartsCardQuery | null {
  return card.query.service === 'charts-service' ? card.query : null;
}
