import type { ChartTemplateInput } from '../contracts/chart-template.ts';
import type { ChartEntity } from '../domain/datasets.ts';
import type { CardHeight, CardWidth } from '../domain/sizes.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';

/** Renderer families; the web app has one renderer per component type. */
export type ComponentType = 'line';

export type DataType =
  | 'LISTENING'
  | 'STATIC'
  | 'COMPETITIVE'
  | 'SAC'
  | 'SAC_STATUS'
  | 'PAGE'
  | 'BLIP'
  | 'CUSTOM';

/** Where a card's data comes from: one of the spec's services, with its parameters. */
export type CardQuery = { service: 'charts-service'; entity: ChartEntity; template: ChartTemplateInput };

export interface ChannelControl {
  hideInChannel: boolean;
  disableTag: boolean;
  disableTheme: boolean;
  disablePolarity: boolean;
}

/** A card of the library (spec §3 "Card definition"). Stored dashboards reference it by `id`. */
export interface CardDefinition {
  id: string;
  aliasIds: string[];
  width: CardWidth;
  height: CardHeight;
  component: string;
  componentType: ComponentType;
  visible: boolean;
  notSupportFilter: boolean;
  dataType: DataType;
  subDataType: string | null;
  hideInLibrary: string[];
  hideMenu: boolean;
  isEvent: boolean;
  shareable: boolean;
  /** Exposes post authors: hidden from guests (LGPD). */
  lgpd: boolean;
  tagsView: boolean;
  type: string | null;
  control: Record<string, ChannelControl>;
  props: { title: MessageKey; description: MessageKey };
  query: CardQuery;
}
