import type { z } from 'zod';
import type { AdminPermission } from './admin.ts';

/**
 * One call of the back office's API (`/api/admin/...`) as the operator's side and the server
 * both read it: the method and path, the permission the operator needs in the tenant, what it
 * takes and what it answers (its own answers; every call may also answer 401, 403, 404, 409 and
 * 422), and the summary the API docs show.
 */
export interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  permission: AdminPermission;
  summary: string;
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The media types of a body other than JSON (an upload, a CSV file). */
  consumes?: readonly string[];
  /** The largest body, where it is not the API's small JSON limit. */
  bodyLimit?: number;
  /** The media types of an answer other than JSON (a CSV export, a picture). */
  produces?: readonly string[];
  /** Its own answers by status; none for an answer of bytes or a stream. */
  response: Partial<Record<200 | 201 | 204 | 413 | 415, z.ZodType>>;
}

/** An area of the back office's API: its calls under one heading of the API docs. */
export interface AdminApiArea<C extends Record<string, AdminCall> = Record<string, AdminCall>> {
  tag: string;
  calls: C;
}

/** An area's calls under its heading of the API docs. */
export const adminApiArea = <C extends Record<string, AdminCall>>(tag: string, calls: C): AdminApiArea<C> => ({
  tag,
  calls,
});

/** What a call's path needs of it: the url, with a `:name` for each parameter, and their schema. */
export type AdminPathCall = Pick<AdminCall, 'url' | 'params'>;

/**
 * The values of a call's path parameters as its `params` schema reads them (`{ id: number }`);
 * undefined for a call without parameters; for a call whose type does not say (an `AdminCall`),
 * any values, checked against the url when it is filled.
 */
export type AdminPathParams<C extends AdminPathCall> = C['params'] extends z.ZodType
  ? z.output<C['params']>
  : 'params' extends keyof C
    ? unknown
    : undefined;

/** What `adminPath` takes after the call: its parameters' values, where it has parameters. */
export type AdminPathArgs<C extends AdminPathCall> =
  undefined extends AdminPathParams<C> ? [params?: AdminPathParams<C>] : [params: AdminPathParams<C>];

/**
 * A call's path with its parameters filled in: each `:name` of its url (Fastify's form) by the
 * value of that name, URI-encoded (`/api/admin/products/:id` with `{ id: 7 }`:
 * `/api/admin/products/7`). Throws for a parameter without a value. The query is the caller's.
 */
export function adminPath<C extends AdminPathCall>(call: C, ...[params]: AdminPathArgs<C>): string {
  const values = new Map<string, unknown>(typeof params === 'object' && params !== null ? Object.entries(params) : []);
  return call.url.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values.get(name);
    if (value === undefined || value === null || value === '') {
      throw new Error(`adminPath: ${call.url} has no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
