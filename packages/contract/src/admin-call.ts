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
