import * as path from 'node:path';

/**
 * A local ESLint rule in the spirit of import/no-restricted-paths: each import is resolved to a path inside the
 * repository (`~/` is `src/`, relative paths from the importing file) and checked against zones.
 *
 * A zone is `{ target, from, message }` with repository-relative folders; `*` stands for one path segment.
 * When the target and a `from` folder both have a `*`, imports where both stars name the same folder are allowed,
 * so `{ target: 'src/web/features/*', from: ['src/web/features/*'] }` lets a feature import itself only.
 *
 * Package imports are ignored. Static imports, re-exports and `import('...')` with a literal are all checked.
 */

const toPattern = (folder) =>
  new RegExp(
    '^' +
      folder
        .split('/')
        .map((part) => (part === '*' ? '([^/]+)' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('/') +
      '(?:/|$)',
  );

function resolveSource(source, filename, cwd) {
  if (source.startsWith('~/')) return path.posix.join('src', source.slice(2));
  if (source === '.' || source === '..' || source.startsWith('./') || source.startsWith('../')) {
    const absolute = path.resolve(path.dirname(filename), source);
    return path.relative(cwd, absolute).split(path.sep).join('/');
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import directions between folders of the architecture' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: "'{{source}}': {{message}}" },
  },
  create(context) {
    const cwd = context.cwd;
    const file = path.relative(cwd, context.filename).split(path.sep).join('/');
    const zones = context.options[0].zones
      .map((zone) => ({ ...zone, targetMatch: toPattern(zone.target).exec(file) }))
      .filter((zone) => zone.targetMatch);
    if (zones.length === 0) return {};

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const resolved = resolveSource(node.value, context.filename, cwd);
      if (resolved === null) return;
      for (const zone of zones) {
        for (const from of zone.from) {
          const match = toPattern(from).exec(resolved);
          if (!match) continue;
          const targetStar = zone.targetMatch[1];
          if (targetStar !== undefined && match[1] !== undefined && targetStar === match[1]) continue;
          context.report({
            node,
            messageId: 'restricted',
            data: { source: node.value, message: zone.message },
          });
          return;
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-directions': rule } };
