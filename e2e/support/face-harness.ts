import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { build, type Plugin } from 'esbuild';

/**
 * The face model (src/web/features/colour-analysis/face-model.ts) in a real browser without the app's build or
 * server: bundled here with esbuild, served with the package's weights and a bare page through `page.route` on a
 * made-up origin. Used by e2e/face-model.spec.ts and bench/colour-analysis/face.ts.
 */
const ROOT = resolve(import.meta.dirname, '../..');
export const FACE_MODEL_MODULE = join(ROOT, 'src/web/features/colour-analysis/face-model.ts');
export const FACE_ORIGIN = 'http://face.test';
/** The official NASA portrait of Eileen Collins, public domain, as scikit-image ships it (e2e/fixtures/README.md). */
export const PORTRAIT = join(ROOT, 'e2e/fixtures/astronaut.png');

export type FaceHarness = {
  /** Path on the origin (`/harness.js`, `/model/x.bin`) to the file on disk. */
  files: Map<string, string>;
  remove: () => Promise<void>;
};

/**
 * Vite's `?url` import as the app's build makes it: the file served as it is, its address the module's default
 * export (under /model/ here; hashed under /assets/ in the build).
 */
function assetUrls(files: Map<string, string>): Plugin {
  return {
    name: 'asset-url',
    setup(bundler) {
      bundler.onResolve({ filter: /\?url$/ }, async (args) => {
        const target = await bundler.resolve(args.path.replace(/\?url$/, ''), {
          kind: args.kind,
          resolveDir: args.resolveDir,
        });
        if (target.errors.length > 0) return { errors: target.errors };
        const path = `/model/${basename(target.path)}`;
        files.set(path, target.path);
        return { path, namespace: 'asset-url' };
      });
      bundler.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => ({
        contents: `export default ${JSON.stringify(args.path)};`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Bundles each entry (name to its source, which may import `FACE_MODEL_MODULE` or `@vladmandic/face-api`) with code
 * splitting, as the app's build does: the face model's runtime is a chunk of its own, loaded on first use.
 */
export async function buildFaceHarness(entries: Record<string, string>): Promise<FaceHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'face-harness-'));
  const files = new Map<string, string>();
  const entryPoints: Record<string, string> = {};
  for (const [name, source] of Object.entries(entries)) {
    const path = join(dir, `${name}.entry.ts`);
    await writeFile(path, source);
    entryPoints[name] = path;
  }
  const outdir = join(dir, 'out');
  await build({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    chunkNames: 'chunks/[name]-[hash]',
    nodePaths: [join(ROOT, 'node_modules')],
    plugins: [assetUrls(files)],
    logLevel: 'error',
  });
  for (const file of await readdir(outdir, { recursive: true, withFileTypes: true })) {
    if (file.isFile()) {
      const path = join(file.parentPath, file.name);
      files.set(`/${path.slice(outdir.length + 1)}`, path);
    }
  }
  files.set('/astronaut.png', PORTRAIT);
  return { files, remove: () => rm(dir, { recursive: true, force: true }) };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.bin': 'application/octet-stream',
};

/** A bare page: the portrait, then the entry's script. */
export const harnessPage = (entry: string) =>
  `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Visage</title>` +
  `<img id="portrait" src="/astronaut.png" alt="">` +
  `<script type="module" src="/${entry}.js"></script></html>`;

/**
 * Serves the harness on FACE_ORIGIN; any other request is refused and kept in `outside`. `requested` lists the
 * paths asked of the origin, in order.
 */
export async function serveFaceHarness(page: Page, harness: FaceHarness, entry: string) {
  const outside: string[] = [];
  const requested: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== FACE_ORIGIN) {
      outside.push(url.href);
      return route.abort('blockedbyclient');
    }
    requested.push(url.pathname);
    if (url.pathname === '/') {
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: harnessPage(entry) });
    }
    const file = harness.files.get(url.pathname);
    if (!file) return route.fulfill({ status: 404, body: 'Not found' });
    return route.fulfill({
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      body: await readFile(file),
    });
  });
  return { outside, requested, url: `${FACE_ORIGIN}/` };
}
