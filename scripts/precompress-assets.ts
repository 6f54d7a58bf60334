import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text the server sends as files, and the face model's weights (tables of floats: 17 to 19 % smaller); images,
 * fonts in woff2 and video are compressed already.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|bin)$/;
/**
 * Under this, the encoding header weighs about what compression saves: the build's 57 scripts of 256 bytes to 1 KB
 * (mostly icons shared by a few screens) go from 30 KB to 17 KB in brotli, against `content-encoding: br` (22 bytes
 * in HTTP/1.1, about one in HTTP/2); under 256 bytes brotli saves 5 to 40 % of a hundred or two.
 */
const MIN_BYTES = 256;
/** Vite's manifest, for the server only (src/server/http/route-preloads.ts): never sent, so never compressed. */
const SERVER_ONLY = /^\.vite[\\/]/;

/**
 * Writes `file.br` and `file.gz` beside every compressible built file, at the strongest settings (once per
 * build, not per request); the server's static handler picks one by the request's Accept-Encoding.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (file) => COMPRESSIBLE.test(file) && !SERVER_ONLY.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          if ((await stat(path)).size < MIN_BYTES) return;
          const data = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
