// Compiles the server for production: `node dist/server/main.js` then runs it without a TypeScript loader in
// the process or in its worker threads. Packages stay external (node_modules is there at run time); the
// migrations, the embedded database's worker and the vendored model are copied beside the bundle, where the code
// looks for them.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const outdir = 'dist/server';
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'enhance-worker': 'src/server/platform/images/enhance/worker.ts',
    'factur-x-worker': 'src/server/features/invoices/factur-x-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
// Plain JavaScript already, started by path (src/server/db/pglite-thread.ts).
for (const file of ['pglite-worker.mjs', 'pglite-fast-path.mjs', 'pglite-answers.mjs'])
  await cp(`src/server/db/${file}`, `${outdir}/${file}`);
await cp('src/server/platform/images/enhance/models', `${outdir}/models`, { recursive: true });
