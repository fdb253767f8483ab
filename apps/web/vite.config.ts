import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Staff code must never weigh on the storefront's first load (budget: 170 kB gzipped JS).
 * Route modules are lazy already; these groups additionally keep each staff area in one
 * chunk, so a staff user loads it once and a shopper never does.
 */
const areaChunks: Array<[RegExp, string]> = [
  [/[\\/]src[\\/]app[\\/]routes[\\/]backoffice[\\/]/, 'backoffice'],
  [/[\\/]src[\\/]app[\\/]routes[\\/]pricing[\\/]/, 'staff-pricing'],
  [/[\\/]src[\\/]app[\\/]routes[\\/]warehouse[\\/]/, 'warehouse'],
  [/[\\/]src[\\/]locales[\\/]sq[\\/]/, 'backoffice-locale-sq'],
];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // The API and the report/download links live on the Node server (DESIGN.md "Shape of the system").
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '^/(report|raporti-[a-z]+|order-pdf|aw-report|aw-report-excel|aw-not-bz)/': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    // The server reads it to preload a page's route chunk in the HTML it sends (plugins/web.ts).
    manifest: true,
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the matched modules go into a group; shared dependencies (e.g. Mantine used by both the
          // storefront and a staff screen) must not be dragged into a staff chunk the storefront then imports.
          includeDependenciesRecursively: false,
          groups: [
            ...areaChunks.map(([test, name]) => ({ name, test })),
            // React and the router change rarely: a separate chunk stays cached across releases.
            { name: 'react-vendor', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
          ],
        },
      },
    },
  },
});
