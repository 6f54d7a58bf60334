/**
 * Puts the no-break spaces of French typography (decision record 44, src/domain/french-typography.ts) into the
 * texts of src/**\/*.ts(x) and e2e/**\/*.ts:
 *
 *   npx tsx scripts/french-typography.ts           rewrites the files in place and lists each text it changed
 *   npx tsx scripts/french-typography.ts --check   changes nothing, lists file:line of each text still needing
 *                                                  one and exits 1 if there is one
 *
 * src/domain/french-typography.test.ts runs the check, so CI fails on a French text without its spaces.
 *
 * Run it again after merging a branch that adds French texts, then `npx prettier --write` the files it lists
 * (a JSX line may wrap differently).
 *
 * It reads only texts, with the TypeScript parser: string literals, template literals (head, middles, tail: the
 * side touching a `${value}` counts as a word), JSX text and JSX attribute strings. Never code, comments, regular
 * expressions, module specifiers, `RegExp(...)` arguments, tagged templates (sql`...`) or drizzle's `sql.*(...)`.
 * Within a text a space changes only before a French ':', ';', '!', '?' (after a letter, digit, closing bracket or
 * quote, and followed by white space, the end or a closing quote), inside '« »' and before '€' after a number, so
 * 'https://', 'hover:', 'a:b', '12:30', 'a ?? b' or ' :hover' stay as they are. A text that reads as French but is
 * not (code in a string) is left alone with a `french-typography-ignore` comment on its line or the line above.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { frenchTypography, NBSP, NNBSP, type Side } from '../src/domain/french-typography';

/** Where it looks, from the project's root: every .ts and .tsx file under these. */
export const ROOTS = ['src', 'e2e'];

const IGNORE_MARK = 'french-typography-ignore';

/** One text needing a no-break space: where, and the text around the first one, as it would become. */
export type Change = { file: string; line: number; excerpt: string };

/** A file's text with its no-break spaces, and each text changed. `file` names it and picks TS or TSX. */
export function rewriteSource(file: string, source: string): { text: string; changes: Change[] } {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const lines = source.split('\n');
  const lineOf = (position: number) => sourceFile.getLineAndCharacterOfPosition(position).line;
  const edits: { start: number; end: number; text: string }[] = [];
  const changes: Change[] = [];

  /** Rewrites source[start, end), the text between a literal's delimiters. */
  const rewrite = (start: number, end: number, before: Side, after: Side, jsx = false) => {
    const old = source.slice(start, end);
    const text = frenchTypography(old, { before, after, jsx });
    if (text === old) return;
    const line = lineOf(start);
    if ([lines[line], lines[line - 1]].some((text) => text?.includes(IGNORE_MARK))) return;
    edits.push({ start, end, text });
    let first = 0;
    while (old[first] === text[first]) first += 1;
    const excerpt = text.slice(Math.max(0, first - 50), first + 30).replace(/\s*\n\s*/g, ' ');
    changes.push({ file, line: lineOf(start + first) + 1, excerpt });
  };

  const visit = (node: ts.Node): void => {
    if (isCode(node)) return;
    const start = node.getStart(sourceFile);
    const end = node.getEnd();
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      rewrite(start + 1, end - 1, 'edge', 'edge');
    } else if (ts.isTemplateHead(node)) {
      rewrite(start + 1, end - 2, 'edge', 'value');
    } else if (ts.isTemplateMiddle(node)) {
      rewrite(start + 1, end - 2, 'value', 'value');
    } else if (ts.isTemplateTail(node)) {
      rewrite(start + 1, end - 1, 'value', 'edge');
    } else if (ts.isJsxText(node)) {
      const parent = node.parent;
      const siblings: readonly ts.Node[] =
        ts.isJsxElement(parent) || ts.isJsxFragment(parent) ? parent.children : [];
      const index = siblings.indexOf(node);
      const after = index >= 0 && index < siblings.length - 1 ? 'value' : 'edge';
      // node.pos: getStart() would skip the text's leading spaces.
      rewrite(node.pos, end, index > 0 ? 'value' : 'edge', after, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);

  let text = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  }
  return { text, changes };
}

/** Nodes whose strings are code, not text. */
function isCode(node: ts.Node): boolean {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return true;
  if (ts.isExternalModuleReference(node) || ts.isTaggedTemplateExpression(node)) return true;
  if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
    const callee = node.expression;
    if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
    if (ts.isIdentifier(callee)) return callee.text === 'RegExp' || callee.text === 'require';
    // drizzle's sql.raw(...), sql.identifier(...)
    return (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'sql'
    );
  }
  return false;
}

/** Every .ts and .tsx file under `ROOTS`, relative to `root`, sorted. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const dir of ROOTS) walk(dir);
  return files.sort();
}

/** Each text under `root` still needing a no-break space, as `--check` lists them. */
export function check(root: string): Change[] {
  return sourceFiles(root).flatMap(
    (file) => rewriteSource(file, readFileSync(join(root, file), 'utf8')).changes,
  );
}

/** A change as listed: `file:line: …text⍽: text…`, with '⍽' for U+00A0 and '·' for U+202F. */
export const formatChange = (change: Change) =>
  `${change.file}:${change.line}: …${change.excerpt.replaceAll(NBSP, '⍽').replaceAll(NNBSP, '·')}…`;

function main(args: string[]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const checkOnly = args.includes('--check');
  let count = 0;
  const files: string[] = [];
  for (const file of sourceFiles(root)) {
    const path = join(root, file);
    const { text, changes } = rewriteSource(file, readFileSync(path, 'utf8'));
    if (changes.length === 0) continue;
    for (const change of changes) console.log(formatChange(change));
    count += changes.length;
    files.push(file);
    if (!checkOnly) writeFileSync(path, text);
  }
  if (checkOnly && count > 0) {
    console.error(
      `\n${count} text(s) in ${files.length} file(s) need a no-break space (decision record 44): ` +
        'run `npx tsx scripts/french-typography.ts`.',
    );
    process.exit(1);
  }
  if (checkOnly) console.log('French typography: every text has its no-break spaces.');
  else console.log(`\nFrench typography: ${count} text(s) rewritten in ${files.length} file(s).`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
