import type { ChartOption } from './chart-option.ts';

/** The option of data a builder draws; throws when the builder answered that it draws nothing (tests). */
export function drawnOption(option: ChartOption | null): ChartOption {
  if (!option) throw new Error('the builder drew nothing');
  return option;
}
