import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br and .gz next to every text asset, so the server can send them without
 * compressing per request (@fastify/static `preCompressed: true`; DESIGN.md mentions
 * "@fastify/compress (or pre-compressed assets)").
 */
export function precompress(): Plugin {
  return {
    name: 'wohnwerk-precompress',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const data = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (data.length < 1024) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${file.fileName}.br`,
          source: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(data, { level: 9 }) });
      }
    },
  };
}
