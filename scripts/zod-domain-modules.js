import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The domain modules that load zod when imported, directly or through another domain module, as `~/domain/...`
 * specifiers: the web app imports them for types only, and their schemas with `import()` when a form is used
 * (src/web/lib/lazy-validation.ts, decision record 53). Read from the sources, so a new schema module is covered.
 */
export function zodDomainModules(domainRoot = 'src/domain') {
  const modules = new Map();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
        modules.set(file, valueImports(file));
    }
  };
  walk(domainRoot);

  const loadsZod = new Map();
  const reaches = (file, seen = new Set()) => {
    if (loadsZod.has(file)) return loadsZod.get(file);
    if (seen.has(file)) return false;
    seen.add(file);
    const found = (modules.get(file) ?? []).some((source) =>
      source === 'zod' || source.startsWith('zod/')
        ? true
        : source.startsWith('.') && reaches(`${path.join(path.dirname(file), source)}.ts`, seen),
    );
    loadsZod.set(file, found);
    return found;
  };
  return [...modules.keys()]
    .filter((file) => reaches(file))
    .map(
      (file) => `~/domain/${path.relative(domainRoot, file).replace(/\.ts$/, '').split(path.sep).join('/')}`,
    );
}

/** The sources a module imports or re-exports values from (`import type` and `export type` left out). */
function valueImports(file) {
  const text = readFileSync(file, 'utf8');
  const sources = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)([\s\S]*?)\s*from\s+'([^']+)'/gm)) {
    const names = match[1].trim();
    const onlyTypes =
      /^\{[\s\S]*\}$/.test(names) &&
      names
        .slice(1, -1)
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    if (!onlyTypes) sources.push(match[2]);
  }
  return sources;
}
