import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br and .gz next to every text asset, so the server can send them without
 * compressing per request (@fastify/static `preCompressed: true`; DESIGN.md mentions
 * "@fastify/compress (or pre-compressed assets)"). It reads the files as written to disk:
 * in generateBundle the chunks still hold placeholders (e.g. __VITE_PRELOAD__) that vite
 * replaces later, and a compressed copy of those breaks the app.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wohnwerk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
