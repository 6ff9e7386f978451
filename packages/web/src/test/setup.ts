import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installCanvasContext } from './canvas-context.ts';
import { FakeEventSource, installEventSource } from './event-source.ts';

installCanvasContext();
installEventSource();

// Lazy routes load their chunk first; on a busy shared machine that can take more than the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  FakeEventSource.opened.length = 0;
});
