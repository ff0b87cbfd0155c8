import type { FastifyInstance } from 'fastify';
import { OperationError, ValidationError } from './errors.ts';

/** No call of the shop nests deeper than this; anything deeper is refused before parsing. */
export const MAX_JSON_DEPTH = 32;

/**
 * Checks the shape of a JSON text before it is parsed: no object states a key twice (JSON.parse
 * would silently keep the last one, so two readers could see two different bodies) and nothing
 * nests deeper than `maxDepth`. Returns the problem, or null. Syntax errors are left to JSON.parse.
 */
export function jsonShapeProblem(text: string, maxDepth = MAX_JSON_DEPTH): 'duplicate_key' | 'too_deep' | null {
  // One entry per open container: the keys seen so far for objects, null for arrays.
  const stack: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const start = i;
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
      const top = stack.at(-1);
      if (expectKey && top) {
        let key: string;
        try {
          key = JSON.parse(text.slice(start, i + 1)) as string;
        } catch {
          return null;
        }
        if (top.has(key)) return 'duplicate_key';
        top.add(key);
      }
      expectKey = false;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (stack.length >= maxDepth) return 'too_deep';
      stack.push(c === 0x7b ? new Set() : null);
      expectKey = c === 0x7b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c /* , */) {
      expectKey = stack.at(-1) instanceof Set;
    }
  }
  return null;
}

/**
 * JSON bodies: the shape check above, then fastify's own parser, which refuses `__proto__` and
 * `constructor.prototype` keys (prototype poisoning).
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = jsonShapeProblem(text);
    if (problem) {
      done(new OperationError(400, 'malformed_request', { problem }), undefined);
      return;
    }
    parse(request, text, done);
  });
}

/** The path (`a.b.0`) of the first string in `value` that holds a NUL character, or null. */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (!value || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.split('\u0000').join('')].join('.');
    const found = nulPath(inner, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * No text of the shop may hold a NUL character (PostgreSQL cannot store one): such a request is
 * refused with the field it is in, in the query or the body of any content type (in a path
 * parameter: 400 `malformed_request`), before
 * validation and before anything is read from or written to the database.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // A path parameter with a NUL names nothing (`/media/%00.svg`; request-guard.ts refuses such paths first).
    if (nulPath(request.params) !== null) throw new OperationError(400, 'malformed_request');
    const inQuery = nulPath(request.query);
    if (inQuery !== null) throw new ValidationError([{ field: `query.${inQuery}`, message: 'invalid' }]);
    const inBody = nulPath(request.body);
    if (inBody !== null) throw new ValidationError([{ field: inBody, message: 'invalid' }]);
  });
}
