import { type PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';
import {
  AbortedTransactionError,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PGliteAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { MAX_PREPARED_STATEMENTS, mayChangeSchema } from './prepared.ts';

const { serialize } = protocol;

/** A statement prepared under a name of its own, with the types the database inferred for its parameters. */
interface Prepared {
  name: string;
  types: number[];
}

/**
 * Kysely on PGlite, each statement sent to the database in one call.
 *
 * PGlite's own `query()` makes six calls into the database per statement (parse, describe the
 * statement, bind, describe the portal, execute, sync), each with its own round of JavaScript
 * and WebAssembly bookkeeping, and parses and plans the statement every time. Here each
 * statement text is prepared once under a name of its own (parse, describe, sync), which also
 * gives the types the database infers for its parameters; after that every run is one call
 * (bind, describe, execute, sync), and the database plans it again only when its own plan cache
 * says so (a generic plan after five runs if it is no worse; planning a statement asks the size
 * of every table and index in it, a file system call each here). The parameters are serialised
 * exactly as `query()` does it, by those types. The statements are closed when a statement that
 * may change the schema runs (prepared.ts; migrations change types) or past
 * MAX_PREPARED_STATEMENTS texts.
 *
 * Every statement holds PGlite's query lock; a transaction also holds its transaction lock for
 * its whole length (through `PGlite.transaction`), so nothing else that uses the instance (its
 * LISTEN) lands inside it. Kysely gives the single connection to one user at a time.
 */
export class PGliteOneCallDialect implements Dialect {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  createAdapter(): DialectAdapter {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new PGliteOneCallDriver(this.#pglite);
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteOneCallDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PGliteOneCallConnection;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PGliteOneCallConnection(pglite);
  }

  async init(): Promise<void> {
    if (this.#pglite.closed) throw new Error('PGlite instance is already closed.');
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {}

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteOneCallConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteOneCallConnection).end(true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteOneCallConnection).end(false);
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}

/** The database's error, with the statement and its parameters attached as PGlite's `query()` does. */
function withStatement(error: unknown, sql: string, parameters: readonly unknown[]): unknown {
  if (error instanceof protocol.messages.DatabaseError) {
    Object.assign(error, { query: sql, params: parameters });
  }
  return error;
}

class PGliteOneCallConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  readonly #statements = new Map<string, Prepared>();
  /** Names of statements to close before the next one runs. */
  #toClose: string[] = [];
  #nextName = 1;
  /** Set while a transaction is open: ends it (commit or roll back) and settles when it has. */
  #transaction: { finish: (commit: boolean) => void; closed: Promise<unknown> } | null = null;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    try {
      const result = await this.#pglite.runExclusive(() => this.#run(sql, parameters));
      return {
        numAffectedRows: result.affectedRows != null ? BigInt(result.affectedRows) : undefined,
        rows: (result.rows ?? []) as R[],
      };
    } catch (error) {
      throw withStatement(error, sql, parameters);
    } finally {
      if (mayChangeSchema(sql) || this.#statements.size > MAX_PREPARED_STATEMENTS) this.#forgetStatements();
    }
  }

  #forgetStatements(): void {
    for (const { name } of this.#statements.values()) this.#toClose.push(name);
    this.#statements.clear();
  }

  async #prepared(sql: string): Promise<Prepared> {
    const pglite = this.#pglite;
    if (this.#toClose.length > 0) {
      // Closing a statement that no longer exists is not an error.
      const names = this.#toClose.splice(0);
      await pglite.execProtocolStream(
        Buffer.concat([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]),
        { syncToFs: false },
      );
    }
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      const name = `k${this.#nextName++}`;
      const described = await pglite.execProtocolStream(
        Buffer.concat([
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = { name, types: parse.parseDescribeStatementResults(described) };
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  async #run(sql: string, parameters: readonly unknown[]) {
    const pglite = this.#pglite;
    const { name, types } = await this.#prepared(sql);
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await pglite.execProtocolStream(
      Buffer.concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: this.#transaction === null },
    );
    const [result] = parse.parseResults(messages, pglite.parsers, { rowMode: 'object' });
    return result ?? { rows: [], affectedRows: 0 };
  }

  // biome-ignore lint/correctness/useYield: PGlite answers a statement whole; nothing to stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  /** Opens a transaction through PGlite, which holds its transaction lock until `end`. */
  async begin(): Promise<void> {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => {
      finish = resolve;
    });
    let begun!: () => void;
    const started = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const closed = this.#pglite.transaction(async (tx: Transaction) => {
      begun();
      if (!(await decided)) await tx.rollback();
    });
    // A BEGIN that fails rejects `closed` before the callback runs.
    await Promise.race([started, closed]);
    this.#transaction = { finish, closed };
  }

  async end(commit: boolean): Promise<void> {
    const transaction = this.#transaction;
    if (!transaction) return;
    transaction.finish(commit);
    try {
      await transaction.closed;
    } catch (error) {
      if (commit && (error as { code?: unknown }).code === '25P02') throw new AbortedTransactionError({ cause: error });
      if (commit) throw error;
    } finally {
      this.#transaction = null;
    }
  }
}
