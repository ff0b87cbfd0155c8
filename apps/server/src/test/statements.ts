import { type CompiledQuery, DefaultQueryExecutor, type QueryId } from 'kysely';

type ExecuteQuery = (this: DefaultQueryExecutor, compiled: CompiledQuery, queryId?: QueryId) => Promise<unknown>;
type Stream = (
  this: DefaultQueryExecutor,
  compiled: CompiledQuery,
  ...rest: unknown[]
) => AsyncIterableIterator<unknown>;

/**
 * Counts the statements Kysely runs in this process, transactions included (BEGIN and COMMIT
 * are not counted): every statement reaches its executor's executeQuery (or stream), also one
 * kept compiled (db/kept-statement.ts, decision 014), which is never compiled again. Counting
 * there leaves the database the server opened as it is.
 */
export function countStatements(): { readonly count: number; reset(): void; stop(): void } {
  const proto = DefaultQueryExecutor.prototype as unknown as { executeQuery: ExecuteQuery; stream: Stream };
  const { executeQuery, stream } = proto;
  let count = 0;
  proto.executeQuery = function (compiled, queryId) {
    count++;
    return executeQuery.call(this, compiled, queryId);
  };
  proto.stream = function (compiled, ...rest) {
    count++;
    return stream.call(this, compiled, ...rest);
  };
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    stop() {
      proto.executeQuery = executeQuery;
      proto.stream = stream;
    },
  };
}
