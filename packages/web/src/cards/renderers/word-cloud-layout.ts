import cloud from 'd3-cloud';
import { seededRandom } from '../seeded-random.ts';

export interface CloudTerm {
  term: string;
  weight: number;
  color: string | null;
}

export interface PlacedTerm extends CloudTerm {
  /** Centre of the word relative to the centre of the box. */
  x: number;
  y: number;
  size: number;
}

export const CLOUD_WIDTH = 600;
export const CLOUD_HEIGHT = 320;
export const CLOUD_FONT = 'sans-serif';
const MIN_FONT = 12;
const MAX_FONT = 46;
const SEED = 0x9e3779b9;

/** Font size by the square root of the weight, so areas (not heights) follow the counts. */
function fontSizeFor(weight: number, min: number, max: number): number {
  if (max === min) return (MIN_FONT + MAX_FONT) / 2;
  const share = (Math.sqrt(weight) - Math.sqrt(min)) / (Math.sqrt(max) - Math.sqrt(min));
  return Math.round(MIN_FONT + share * (MAX_FONT - MIN_FONT));
}

/** The canvas d3-cloud measures words on: a page's canvas, or an OffscreenCanvas in a worker. */
export type MakeCanvas = () => HTMLCanvasElement | OffscreenCanvas;

const pageCanvas: MakeCanvas = () => document.createElement('canvas');

/**
 * Places the terms with d3-cloud, horizontally, heaviest first, with a fixed seed: the same data gives the
 * same picture on every render. d3-cloud runs to the end synchronously when given no time limit. Terms that
 * do not fit are left out of the picture (the accessible list keeps them all).
 */
export function layoutWordCloud(
  terms: readonly CloudTerm[],
  makeCanvas: MakeCanvas = pageCanvas,
): PlacedTerm[] {
  if (terms.length === 0) return [];
  const weights = terms.map((term) => term.weight);
  const min = Math.min(...weights);
  const max = Math.max(...weights);
  type Word = CloudTerm & { text: string; size: number; x?: number; y?: number };
  const words: Word[] = terms.map((term) => ({
    ...term,
    text: term.term,
    size: fontSizeFor(term.weight, min, max),
  }));
  let placed: Word[] = [];
  cloud<Word>()
    .size([CLOUD_WIDTH, CLOUD_HEIGHT])
    // d3-cloud only sizes the canvas and draws on its 2D context, which both kinds of canvas have.
    .canvas(makeCanvas as () => HTMLCanvasElement)
    .words(words)
    .padding(3)
    .rotate(() => 0)
    .font(CLOUD_FONT)
    .fontWeight(600)
    .fontSize((word) => word.size)
    .random(seededRandom(SEED))
    .on('end', (output) => {
      placed = output;
    })
    .start();
  return placed.map((word) => ({
    term: word.term,
    weight: word.weight,
    color: word.color,
    x: word.x ?? 0,
    y: word.y ?? 0,
    size: word.size,
  }));
}
