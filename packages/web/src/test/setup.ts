import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installCanvasContext } from './canvas-context.ts';

installCanvasContext();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
