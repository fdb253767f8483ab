import path from 'node:path';
import type { Plugin } from 'vite';

/** The boot script (src/boot.ts), built as an entry of its own (vite.config.ts `input`). */
export const bootScript = path.resolve(import.meta.dirname, 'src/boot.ts');

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * Takes the app's script, preload and stylesheet tags out of the built index.html and puts
 * the boot script in their place, with the list of what they loaded as a data block: the
 * page paints before any of it is fetched (src/boot.ts says why). `vite dev` is untouched:
 * there index.html loads src/main.tsx directly.
 */
export function deferApp(): Plugin {
  return {
    name: 'wohnwerk-defer-app',
    apply: 'build',
    transformIndexHtml: {
      // After vite has written its own tags.
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === bootScript,
        );
        if (!boot) throw new Error('defer-app: the boot script was not built (vite.config.ts input)');
        const take = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
        const [entry, ...more] = take(ENTRY_SCRIPT);
        if (!entry || more.length) throw new Error('defer-app: expected exactly one entry script in index.html');
        const assets = { entry, js: take(MODULE_PRELOAD), css: take(STYLESHEET) };
        const tags =
          `<script type="module" crossorigin src="/${boot.fileName}"></script>` +
          // A data block, not a script: CSP allows it and nothing in it runs.
          `<script type="application/json" data-app-assets>${JSON.stringify(assets).replace(/</g, '\\u003c')}</script>`;
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(STYLESHEET, '')
          .replace('  </head>', `    ${tags}\n  </head>`);
      },
    },
  };
}
