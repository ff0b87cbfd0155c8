import {
  AdminImportApi,
  adminPath,
  type CatalogImportReport,
  CatalogImportReportSchema,
  toApiError,
} from '@shop/contract';
import { ApiError, refreshSession, withQuery } from '../../../lib/api-client.ts';
import { currentSession, endSession } from '../../../lib/session.ts';

/** How far a file's upload is (0 to 1), then null while the server works on it. */
export type UploadProgress = (sent: number | null) => void;

/** Runs `send` with the session's token; on a 401 refreshes once and runs it again (as adminCall does). */
async function withToken<T>(send: (token: string, tenant: number) => Promise<T>): Promise<T> {
  const session = currentSession();
  if (!session) throw new ApiError(401, 'unauthorized');
  try {
    return await send(session.access_token, session.tenant);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const renewed = currentSession()?.access_token !== session.access_token || (await refreshSession());
    const now = currentSession();
    if (!renewed || !now) {
      endSession();
      throw error;
    }
    return send(now.access_token, now.tenant);
  }
}

function errorOf(status: number, text: string): ApiError {
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return toApiError(status, body);
}

/**
 * Downloads the shop's catalog (`GET /api/admin/catalog.csv`) as a file of the browser's
 * downloads, named as the server names it.
 */
export async function downloadCatalog(): Promise<void> {
  const { blob, name } = await withToken(async (token, tenant) => {
    const res = await fetch(withQuery(adminPath(AdminImportApi.calls.export), { tenant }), {
      method: AdminImportApi.calls.export.method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' },
    });
    if (!res.ok) throw errorOf(res.status, await res.text());
    const disposition = res.headers.get('content-disposition') ?? '';
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `catalog-${tenant}.csv`;
    return { blob: await res.blob(), name };
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Sends a catalog file to `POST /api/admin/catalog/import` (a dry run unless `dryRun` is false),
 * telling `onProgress` how much of it is sent (XMLHttpRequest: fetch has no upload progress),
 * then null while the server checks (and writes) it. Answers the report.
 */
export function importCatalogFile(
  file: Blob & { name?: string },
  dryRun: boolean,
  onProgress: UploadProgress,
): Promise<CatalogImportReport> {
  return withToken(
    (token, tenant) =>
      new Promise<CatalogImportReport>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        const query = { tenant, dryRun: String(dryRun), fileName: file.name?.slice(0, 200) };
        xhr.open(AdminImportApi.calls.import.method, withQuery(adminPath(AdminImportApi.calls.import), query));
        xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.setRequestHeader('Content-Type', 'text/csv');
        xhr.setRequestHeader('Accept', 'application/json');
        onProgress(0);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        };
        xhr.upload.onload = () => onProgress(null);
        xhr.onerror = () => reject(new ApiError(0, 'network_error'));
        xhr.onload = () => {
          if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr.status, xhr.responseText));
          try {
            resolve(CatalogImportReportSchema.parse(JSON.parse(xhr.responseText)));
          } catch {
            reject(new ApiError(xhr.status, 'malformed_answer'));
          }
        };
        xhr.send(file);
      }),
  );
}
