import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    unstubGlobals: true,
    // The machines are shared: a first render that imports the app can take seconds under load.
    testTimeout: 30_000,
  },
});
