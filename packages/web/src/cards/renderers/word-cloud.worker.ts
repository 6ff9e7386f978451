// Lays out word clouds off the page's main thread: d3-cloud measures every word on a canvas, about a tenth of a
// second per cloud, time the other cards of a dashboard need to draw.
import { type CloudTerm, layoutWordCloud, type PlacedTerm } from './word-cloud-layout.ts';

export interface WordCloudRequest {
  id: number;
  terms: CloudTerm[];
}

export interface WordCloudAnswer {
  id: number;
  placed: PlacedTerm[];
}

const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<WordCloudRequest>) => void): void;
  postMessage(answer: WordCloudAnswer): void;
};

scope.addEventListener('message', ({ data }) => {
  scope.postMessage({ id: data.id, placed: layoutWordCloud(data.terms, () => new OffscreenCanvas(1, 1)) });
});
