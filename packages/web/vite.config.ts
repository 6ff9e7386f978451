import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = 'http://localhost:8080';
/** Paths served by the Node server; in development Vite forwards them so the app stays same-origin. */
const API_PREFIXES = [
  '/auth',
  '/upms-legacy',
  '/panels-service',
  '/studio-service',
  '/dashboards',
  '/charts-service',
  '/war-room',
  '/analytics',
  '/activecampaign',
  '/desk',
  '/storage',
  '/realtime',
  '/health',
  '/docs',
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_SERVER])),
  },
  build: {
    outDir: 'dist',
    // Page chunks come from js/ and css/ (spec §2); images and fonts stay in assets/.
    rolldownOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'css/[name]-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
