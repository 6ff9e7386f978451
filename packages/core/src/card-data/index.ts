export type {
  CardData,
  CardDataKind,
  CardNote,
  NamedValue,
  TableColumn,
  ValueFormat,
} from './card-data.ts';
export { type CardCell, type CardRows, cardDataRows, formatCell, isEmptyCardData } from './card-data-rows.ts';
export { cardNotesOf, withNotes } from './card-notes.ts';
export { type ChartsAnswer, chartsCardData } from './charts-service-mapper.ts';
export { type ChatbotAnswer, chatbotCardData } from './chatbot-mapper.ts';
export { type DeskCardAnswer, deskCardData } from './desk-mapper.ts';
export type { DisplaySeries } from './display-series.ts';
export type { CardEndpoint, CardService, PreviousPeriod } from './endpoints/card-endpoint.ts';
export {
  type CardDataContext,
  type CardRequest,
  cardQueryString,
  cardRequestUrl,
} from './endpoints/card-request.ts';
export { NOT_YET_SERVED } from './endpoints/not-yet-served.ts';
export {
  CARD_ENDPOINTS,
  type CardSource,
  cardEndpointByKey,
  cardEndpointOf,
  cardSourceOf,
} from './endpoints/registry.ts';
export {
  CARD_DATA_RETRIES,
  CARD_DATA_TIMEOUT_MS,
  CHARTS_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
} from './endpoints/timeouts.ts';
export { formatAxisDate, formatPointDate } from './format-grain-date.ts';
export { formatDateTime, formatValue } from './format-value.ts';
export { canonicalJson, stableHash } from './stable-hash.ts';
export { type WarRoomAnswer, warRoomCardData } from './war-room-mapper.ts';
