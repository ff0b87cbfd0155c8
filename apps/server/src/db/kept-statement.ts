import { CompiledQuery } from 'kysely';
import type { Db } from './connect.ts';

/**
 * A statement built with Kysely once per shape and then run again from its compiled text, for
 * the few statements where building and compiling costs more than the rest of the request's
 * own work (decision 014: the order's read and write, 0.5 ms of Kysely per order of 1.3 ms).
 *
 * The builder receives the parameters as slots instead of values: each becomes a parameter of
 * the compiled text, and each run puts its own values in their place. Whatever decides the
 * statement's text (which parts it has, which columns it writes) is the shape, given as a string
 * with the values that decide it; the builder reads the shape, never a slot's content. Every
 * parameter of the compiled text must be a slot: a value written into the builder directly
 * would be kept for every later run, so building refuses it (write constants into the text).
 */
/** What a builder gives: a query builder or a `sql` template, compiled against the database. */
type Statement<R> = { compile(db: Db): CompiledQuery<R> };

export class KeptStatement<P extends object, S, R> {
  readonly #build: (db: Db, slots: P, shape: S) => Statement<R>;
  readonly #texts = new WeakMap<Db, Map<string, { sql: string; slots: (keyof P)[] }>>();

  constructor(build: (db: Db, slots: P, shape: S) => Statement<R>) {
    this.#build = build;
  }

  /** Runs the statement of `shape` (named by `shapeKey`) with `params`; the rows it returns. */
  async run(db: Db, shapeKey: string, shape: S, params: P): Promise<R[]> {
    let texts = this.#texts.get(db);
    if (!texts) {
      texts = new Map();
      this.#texts.set(db, texts);
    }
    let text = texts.get(shapeKey);
    if (!text) {
      text = compileWithSlots(db, this.#build, shape);
      texts.set(shapeKey, text);
    }
    const values = text.slots.map((name) => params[name]);
    const result = await db.executeQuery<R>(CompiledQuery.raw(text.sql, values));
    return result.rows;
  }
}

/** A parameter's place in a statement being built: the name of the value that fills it. */
class Slot {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

function compileWithSlots<P extends object, S, R>(
  db: Db,
  build: (db: Db, slots: P, shape: S) => Statement<R>,
  shape: S,
): { sql: string; slots: (keyof P)[] } {
  const slots = new Proxy({} as P, { get: (_, name) => new Slot(String(name)) });
  const compiled = build(db, slots, shape).compile(db);
  const names = compiled.parameters.map((p, i) => {
    if (!(p instanceof Slot)) {
      throw new Error(`kept statement: parameter $${i + 1} is a value, not a slot (${JSON.stringify(p)})`);
    }
    return p.name as keyof P;
  });
  return { sql: compiled.sql, slots: names };
}
