import type { ComponentType as CardComponentType } from '@mirante/core';
import type { ComponentType } from 'react';
import type { CardRendererProps } from './card-renderer-props.ts';
import { BarHorizontalRenderer } from './renderers/BarHorizontalRenderer.tsx';
import { BarHorizontalStackedRenderer } from './renderers/BarHorizontalStackedRenderer.tsx';
import { BarVerticalRenderer } from './renderers/BarVerticalRenderer.tsx';
import { BarVerticalStackedRenderer } from './renderers/BarVerticalStackedRenderer.tsx';
import { BubbleRenderer } from './renderers/BubbleRenderer.tsx';
import { CardRenderer } from './renderers/CardRenderer.tsx';
import { DataTableRenderer } from './renderers/DataTableRenderer.tsx';
import { DonutRenderer } from './renderers/DonutRenderer.tsx';
import { DualAxisRenderer } from './renderers/DualAxisRenderer.tsx';
import { FunnelRenderer } from './renderers/FunnelRenderer.tsx';
import { GaugeRenderer } from './renderers/GaugeRenderer.tsx';
import { ImageRenderer } from './renderers/ImageRenderer.tsx';
import { ImportFileRenderer } from './renderers/ImportFileRenderer.tsx';
import { LineRenderer } from './renderers/LineRenderer.tsx';
import { NetworkRenderer } from './renderers/NetworkRenderer.tsx';
import { RankingRenderer } from './renderers/RankingRenderer.tsx';
import { SearchRenderer } from './renderers/SearchRenderer.tsx';
import { SectionRenderer } from './renderers/SectionRenderer.tsx';
import { SingleValueRenderer } from './renderers/SingleValueRenderer.tsx';
import { StackedAreaRenderer } from './renderers/StackedAreaRenderer.tsx';
import { StackedLineRenderer } from './renderers/StackedLineRenderer.tsx';
import { TextRenderer } from './renderers/TextRenderer.tsx';
import { WordCloudRenderer } from './renderers/WordCloudRenderer.tsx';

/**
 * The renderer of each component type of core's card definitions, keyed by componentType. A card whose type
 * has no renderer yet shows as not displayable instead of failing the dashboard.
 */
export const rendererRegistry: Partial<Record<CardComponentType, ComponentType<CardRendererProps>>> = {
  barHorizontal: BarHorizontalRenderer,
  barHorizontalStacked: BarHorizontalStackedRenderer,
  barVertical: BarVerticalRenderer,
  barVerticalStacked: BarVerticalStackedRenderer,
  bubble: BubbleRenderer,
  donut: DonutRenderer,
  dualAxis: DualAxisRenderer,
  funnel: FunnelRenderer,
  gauge: GaugeRenderer,
  line: LineRenderer,
  network: NetworkRenderer,
  stackedArea: StackedAreaRenderer,
  stackedLine: StackedLineRenderer,
  singleValue: SingleValueRenderer,
  ranking: RankingRenderer,
  card: CardRenderer,
  wordCloud: WordCloudRenderer,
  section: SectionRenderer,
  text: TextRenderer,
  image: ImageRenderer,
  importFile: ImportFileRenderer,
  dataTable: DataTableRenderer,
  search: SearchRenderer,
};
