import pg from 'pg';

/**
 * Statements whose meaning depends only on their text and the schema: these are prepared once
 * under a name of their own and run again by name. Anything else runs unnamed.
 */
const DML = /^\s*(select|insert|update|delete|with)\b/i;

const TRANSACTION_CONTROL = /^\s*(begin|start|commit|end|rollback|abort|savepoint|release)\b/i;

/** Statistics upkeep (statistics.ts): new statistics re-plan statements, they change no meaning. */
const STATISTICS = /^\s*analyze\b/i;

/**
 * Whether a statement may change what prepared statements mean (DDL, settings, anything not
 * DML, transaction control or ANALYZE): after it, statements are prepared afresh.
 */
export function mayChangeSchema(text: string): boolean {
  return !DML.test(text) && !TRANSACTION_CONTROL.test(text) && !STATISTICS.test(text);
}

/** Statement texts named at most; texts past this run unnamed until the names start afresh. */
export const MAX_PREPARED_STATEMENTS = 500;

/**
 * Names of statement texts for PostgreSQL's prepared statements, one set per pool. A name is
 * the same on every connection; `pg` parses a named statement once per connection and then
 * only binds and executes it, and the database plans it again only when its plan cache says so
 * (a generic plan after five runs if it is no worse than the custom ones). After a statement
 * that may change the schema, names start afresh under a new prefix, so no connection runs a
 * statement prepared before (the shop changes its schema only in migrations at start-up).
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  #generation = 1;

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined {
    let name = this.#names.get(text);
    if (name !== undefined) return name;
    if (!DML.test(text)) {
      if (mayChangeSchema(text)) {
        this.#names.clear();
        this.#generation++;
      }
      return undefined;
    }
    if (this.#names.size >= MAX_PREPARED_STATEMENTS) return undefined;
    name = `s${this.#generation}_${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }
}

/**
 * A pg client class whose `query(text, values)` runs DML as named prepared statements (what
 * Kysely's PostgreSQL driver calls); every other form of `query` is pg's own.
 */
export function preparingClient(names: StatementNames): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg.Client's query has many overloads; this passes them all through.
    override query(...args: any[]): any {
      const [text, values] = args;
      if (typeof text === 'string' && Array.isArray(values) && args.length === 2) {
        const name = names.nameOf(text);
        if (name !== undefined) return super.query({ name, text, values });
      }
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      return (super.query as (...a: any[]) => any)(...args);
    }
  };
}
