import { createContext } from 'react';

/** What a drawn chart offers its card's menu: its image, as on screen (PNG) and as a vector (SVG). */
export interface ChartExportHandle {
  pngDataUrl(): string | null;
  svgText(): string | null;
}

/** The card's side: a chart registers itself while drawn; the returned function unregisters it. */
export interface ChartExportRegistry {
  register(handle: ChartExportHandle): () => void;
}

export const ChartExportContext = createContext<ChartExportRegistry | null>(null);
