import { DefaultQueryExecutor, type QueryId, type RootOperationNode } from 'kysely';

type TransformQuery = (this: DefaultQueryExecutor, node: RootOperationNode, queryId: QueryId) => RootOperationNode;

/**
 * Counts the statements Kysely compiles in this process, transactions included (each query
 * compiles once; BEGIN and COMMIT are not counted). Kysely runs every statement through its
 * executor's transformQuery; counting there leaves the database the server opened as it is.
 */
export function countStatements(): { readonly count: number; reset(): void; stop(): void } {
  const proto = DefaultQueryExecutor.prototype as unknown as { transformQuery: TransformQuery };
  const original = proto.transformQuery;
  let count = 0;
  proto.transformQuery = function (node, queryId) {
    count++;
    return original.call(this, node, queryId);
  };
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    stop() {
      proto.transformQuery = original;
    },
  };
}
