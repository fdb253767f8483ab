import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { bootScript, deferApp } from './defer-app-plugin.ts';
import { precompress } from './precompress-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** The server's own paths, which the dev server and preview forward to it. */
const serverPaths =
  '^/(api|media|uploads|report|raporti-[a-z]+|order-pdf|aw-report|aw-report-excel|aw-not-bz|detyrat-e-kryera-(excel|pdf)|detyrat-ekran-pdf|vlersimet-mujore-(excel|pdf))(/|$)';

/**
 * Staff code must never weigh on the storefront's first load (budget: 170 kB gzipped JS).
 * Route modules are lazy already; these groups additionally keep each staff area in one
 * chunk, so a staff user loads it once and a shopper never does. Not the back office's
 * screens: one chunk of all of them made every screen wait for every other screen's
 * imports (about 80 files for the day sheet, docs/decisions/119); each has its own chunk.
 */
const areaChunks: Array<[RegExp, string]> = [
  [/[\\/]src[\\/]app[\\/]routes[\\/]pricing[\\/]/, 'staff-pricing'],
  [/[\\/]src[\\/]app[\\/]routes[\\/]warehouse[\\/]/, 'warehouse'],
  [/[\\/]src[\\/]locales[\\/]sq[\\/]/, 'backoffice-locale-sq'],
];

/**
 * The two catalogue screens shoppers land on from search engines. What each needs beyond the
 * entry goes into its own chunk plus one shared by both, instead of a dozen tiny common
 * chunks, each one more round trip on a throttled phone.
 */
const catalogScreens = {
  list: path.resolve(import.meta.dirname, 'src/app/routes/shop/products-page.tsx'),
  product: path.resolve(import.meta.dirname, 'src/app/routes/shop/product-page.tsx'),
};
/** The home page, a lazy screen too: what it shares with the catalogue screens stays in the app's entry (as when it was part of it). */
const homeScreen = path.resolve(import.meta.dirname, 'src/app/routes/shop/home-page.tsx');
type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[]; importers: readonly string[] } | null;
};
let catalogClosures: { list: Set<string>; product: Set<string>; home: Set<string> } | null = null;

/** A package's index that only re-exports (`@mantine/core`, `@mantine/hooks`, …). */
const isBarrel = (id: string) => /[\\/]node_modules[\\/].+[\\/]index\.m?js$/.test(id);
const barrelExports = new Map<string, Map<string, string>>();

/** Exported name → file of a barrel, from its `import { a } from './a.mjs'` / `export { a } from './a.mjs'` lines. */
function exportsOf(barrel: string, code: string): Map<string, string> {
  let map = barrelExports.get(barrel);
  if (map) return map;
  map = new Map();
  for (const m of code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g)) {
    const file = path.resolve(path.dirname(barrel), m[2]);
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) map.set(name, file);
    }
  }
  barrelExports.set(barrel, map);
  return map;
}

/**
 * The modules a screen needs, following static imports. Through a package index only the
 * names the importer uses are followed: walking all of `@mantine/core` would claim every
 * component (and the lazily loaded ones) for the screen.
 */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    const names = new Set<string>();
    for (const m of (info.code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from/g)) {
      for (const part of m[1].split(','))
        names.add(
          part
            .trim()
            .split(/\s+as\s+/)[0]
            .replace(/^type\s+/, ''),
        );
    }
    for (const dep of info.importedIds) {
      if (!isBarrel(dep)) {
        stack.push(dep);
        continue;
      }
      const exported = exportsOf(dep, graph.getModuleInfo(dep)?.code ?? '');
      for (const name of names) {
        const file = exported.get(name);
        if (file) stack.push(file);
      }
    }
  }
  return seen;
}

function closures(graph: ModuleGraph) {
  catalogClosures ??= {
    list: staticClosure(graph, catalogScreens.list),
    product: staticClosure(graph, catalogScreens.product),
    home: staticClosure(graph, homeScreen),
  };
  return catalogClosures;
}

/**
 * What the home page shares with the list (alert, skeleton, rich text) and what all three landing
 * pages need beyond the entry (a hook): small chunks of their own, taken before the catalogue
 * chunks can take them along as dependencies, so that no page loads another's chunk for them.
 */
function landingChunk(id: string, graph: ModuleGraph): string | null {
  const { list, product, home } = closures(graph);
  if (!home.has(id) || id === homeScreen) return null;
  if (list.has(id)) return product.has(id) ? 'landing' : 'home-list';
  return null;
}

function catalogChunk(id: string, graph: ModuleGraph): string | null {
  const { list, product, home } = closures(graph);
  // Shared with the home page: landingChunk's, or the home page's own.
  if (home.has(id)) return null;
  if (list.has(id) && product.has(id)) return 'catalog';
  // What only one screen uses stays in that screen's chunk (automatic splitting puts it there),
  // unless other lazy chunks share it too: automatic splitting would then give it (often a few
  // hundred bytes) a chunk, a request, of its own. The product page's go into the shared chunk
  // (they are small); the list's (price slider, sort select, list params) into one of their own,
  // so that product pages do not load them.
  const [own, name] = list.has(id) ? [list, 'catalog-list'] : product.has(id) ? [product, 'catalog'] : [null, null];
  if (!own || id === catalogScreens.list || id === catalogScreens.product) return null;
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  return importers.some((i) => !own.has(i) && !isBarrel(i)) ? name : null;
}

export default defineConfig(() => {
  // A fresh graph per build (vitest and watch mode build more than once in one process).
  catalogClosures = null;
  return {
    plugins: [react(), deferApp(), precompress()],
    server: {
      port: 5173,
      // The API and the report/download links live on the Node server (DESIGN.md "Shape of the system").
      proxy: {
        // Every path the server answers outside the app: the API, product media and uploads, and the
        // report, PDF and export links (the server's route table lists them; plugins/web.ts serves the rest).
        [serverPaths]: { target: apiTarget, changeOrigin: true },
      },
    },
    preview: {
      port: 4173,
      proxy: { [serverPaths]: { target: apiTarget, changeOrigin: true } },
    },
    build: {
      outDir: 'dist',
      // The server reads it to preload a page's route chunk in the HTML it sends (plugins/web.ts).
      manifest: true,
      emptyOutDir: true,
      assetsDir: 'assets',
      target: 'es2022',
      rolldownOptions: {
        // The boot script is an entry of its own: the built index.html loads only it (defer-app-plugin.ts).
        input: { index: path.resolve(import.meta.dirname, 'index.html'), boot: bootScript },
        output: {
          codeSplitting: {
            // Only the matched modules go into a group; shared dependencies (e.g. Mantine used by both the
            // storefront and a staff screen) must not be dragged into a staff chunk the storefront then imports.
            includeDependenciesRecursively: false,
            groups: [
              ...areaChunks.map(([test, name]) => ({ name, test })),
              // React and the router change rarely: a separate chunk stays cached across releases.
              {
                name: 'react-vendor',
                test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              },
              // Everything else the entry loads goes into one chunk: on a throttled phone each extra request costs a
              // round trip (Lighthouse simulates 6 HTTP/1.1 connections), which dozens of tiny shared chunks add up to.
              { name: 'app', tags: ['$initial'], test: (id) => id !== bootScript },
              { name: (id, ctx) => landingChunk(id, ctx), debugName: 'landing' },
              // With their imports, so the shared chunk never imports a screen's chunk (a cycle).
              { name: (id, ctx) => catalogChunk(id, ctx), debugName: 'catalog', includeDependenciesRecursively: true },
            ],
          },
        },
      },
    },
  };
});
