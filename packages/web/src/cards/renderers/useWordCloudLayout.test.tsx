import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_DATA } from '../fixtures/card-fixtures.ts';
import { startWordCloudLayout, useWordCloudLayout } from './useWordCloudLayout.ts';
import type { WordCloudRequest } from './word-cloud.worker.ts';
import { type CloudTerm, layoutWordCloud } from './word-cloud-layout.ts';

const terms: CloudTerm[] = FIXTURE_DATA.wordCloud.kind === 'terms' ? FIXTURE_DATA.wordCloud.terms : [];
let failing = false;
const requests: WordCloudRequest[] = [];

/** Stands in for the browser's worker: answers like word-cloud.worker.ts, or fails to start. */
class FakeWorker extends EventTarget {
  postMessage(request: WordCloudRequest) {
    requests.push(request);
    setTimeout(() => {
      if (failing) this.dispatchEvent(new Event('error'));
      else {
        const answer = new MessageEvent('message', {
          data: { id: request.id, placed: layoutWordCloud(request.terms) },
        });
        this.dispatchEvent(answer);
      }
    }, 0);
  }
  terminate() {}
}

// Stubbed globals are restored after each test (unstubGlobals); the page's worker is made on first use.
beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
});

describe('useWordCloudLayout', () => {
  it('lays the cloud out in the worker: no words until it answers, then the same words as on the page', async () => {
    const { result } = renderHook(() => useWordCloudLayout(terms));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual(layoutWordCloud(terms)));
    expect(requests.at(-1)?.terms).toEqual(terms);
  });

  it('takes the layout started when the terms arrived: the worker is asked once', async () => {
    const arrived = terms.slice(1);
    const asked = requests.length;
    startWordCloudLayout(arrived);
    startWordCloudLayout(arrived);
    const { result } = renderHook(() => useWordCloudLayout(arrived));
    await waitFor(() => expect(result.current).toEqual(layoutWordCloud(arrived)));
    expect(requests.length - asked).toBe(1);
  });

  it('lays the cloud out on the page when the worker fails', async () => {
    failing = true;
    const { result } = renderHook(() => useWordCloudLayout(terms));
    await waitFor(() => expect(result.current).toEqual(layoutWordCloud(terms)));
  });

  it('has nothing to lay out for no terms', () => {
    const { result } = renderHook(() => useWordCloudLayout([]));
    expect(result.current).toEqual([]);
  });
});
