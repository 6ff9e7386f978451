import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = 'http://localhost:8080';
/** Paths served by the Node server; in development Vite forwards them so the app stays same-origin. */
const API_PREFIXES = ['/auth', '/upms-legacy', '/dashboards', '/charts-service', '/health'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_SERVER])),
  },
  build: { outDir: 'dist' },
});
