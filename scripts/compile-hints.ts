import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): at the top of a script, it has Chrome
 * compile every function of it eagerly, on a background thread while the script downloads, instead of one by
 * one on the main thread the first time each runs. The app's entry runs most of its functions as it starts,
 * when a phone's main thread is busiest.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint atop the entry chunks, and atop the chunks of the modules `also` names (paths from the project's
 * root), once written: Vite rewrites their first line until then. Only for code that mostly runs as it loads:
 * a hinted function never called is compiled for nothing.
 */
export function compileHints({ also = [] }: { also?: string[] } = {}): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const named = also.some((module) => chunk.facadeModuleId?.endsWith(module));
        if (!chunk.isEntry && !named) continue;
        const file = join(outDir, chunk.fileName);
        await writeFile(file, HINT + (await readFile(file, 'utf8')));
        // Its source map's lines move down by one: an empty first line.
        const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
        await writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
