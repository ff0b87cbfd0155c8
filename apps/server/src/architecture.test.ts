import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers of a module (the Kysely example's shape): routes speak HTTP and call services;
 * services own the transactions and call repositories; only repositories (and db/, migrations,
 * seed) hold SQL. These checks read the source as text and name every file and line that
 * breaks the rule.
 */

const src = path.dirname(fileURLToPath(import.meta.url));

/** Every file below `dir` whose name ends with one of `endings`, relative to src. */
function filesEnding(dir: string, endings: string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => endings.some((e) => name.endsWith(e)))
    .map((name) => path.relative(src, path.join(dir, name)))
    .sort();
}

/** The source without comments, line numbers kept (a comment may name a query builder call). */
function codeOf(file: string): string[] {
  const text = readFileSync(path.join(src, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  return text.split('\n').map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'));
}

/** `file:line: text` for every line of the files that matches one of `patterns`. */
function offenders(files: string[], patterns: RegExp[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    codeOf(file).forEach((line, i) => {
      if (patterns.some((p) => p.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

/** The query builder's entry points and Kysely's raw SQL (the `sql` template, compiled queries). */
const SQL = [
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|with|withRecursive)\s*[(<]/,
  /\bsql\s*(<[^>]*>\s*)?`/,
  /\bsql\.(raw|ref|id|table|lit|val|join)\s*[(<]/,
  /\bimport\s*(type\s*)?\{[^}]*\bsql\b[^}]*\}\s*from\s*'kysely'/,
  /\b(CompiledQuery|executeQuery)\b/,
];

const modules = path.join(src, 'modules');
const servicesAndRoutes = filesEnding(modules, ['.service.ts', '.routes.ts']);

describe('the layers of the server modules', () => {
  it('finds the services and routes it checks', () => {
    expect(servicesAndRoutes.length).toBeGreaterThan(10);
    expect(servicesAndRoutes).toContain(path.join('modules', 'media', 'media.routes.ts'));
  });

  it('has no query builder or sql template in any *.service.ts or *.routes.ts', () => {
    expect(offenders(servicesAndRoutes, SQL)).toEqual([]);
  });

  it('has routes call services, not repositories', () => {
    const routes = servicesAndRoutes.filter((f) => f.endsWith('.routes.ts'));
    expect(offenders(routes, [/from\s*'[^']*\.repository\.ts'/])).toEqual([]);
  });
});
