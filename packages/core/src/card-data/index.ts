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
export type { DisplaySeries } from './display-series.ts';
export { formatAxisDate, formatPointDate } from './format-grain-date.ts';
export { formatDateTime, formatValue } from './format-value.ts';
export { type WarRoomAnswer, warRoomCardData } from './war-room-mapper.ts';
