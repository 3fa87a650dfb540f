import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|html|json|svg|txt|map)$/;

/**
 * Writes .br and .gz beside every compressible file of the build, once, so the server sends
 * compressed bytes without compressing on each request (@fastify/static preCompressed).
 */
export function precompressPlugin(minBytes = 1024): Plugin {
  let outDir = 'dist';
  return {
    name: 'careers-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): void => {
        for (const name of readdirSync(dir)) {
          const file = path.join(dir, name);
          if (statSync(file).isDirectory()) {
            walk(file);
          } else if (compressible.test(name) && statSync(file).size >= minBytes) {
            const bytes = readFileSync(file);
            writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
            writeFileSync(
              `${file}.br`,
              brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }
        }
      };
      // A failed build wrote nothing: let its own error be the one reported.
      if (existsSync(outDir)) walk(outDir);
    },
  };
}
