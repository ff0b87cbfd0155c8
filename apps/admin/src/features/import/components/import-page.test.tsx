import type { CatalogImportReport } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { ImportPage } from './import-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function report(overrides: Partial<CatalogImportReport> = {}): CatalogImportReport {
  return {
    dryRun: true,
    rows: 4,
    created: 1,
    updated: 1,
    unchanged: 0,
    badRows: 2,
    errors: [
      { line: 3, column: 'price', message: 'invalid', value: 'abc' },
      { line: 4, column: 'product_id', message: 'not_found', value: '999' },
    ],
    errorsTotal: 2,
    changes: [
      { line: 2, articleNumber: 'LAB-1', kind: 'update', fields: { price: { from: '10.00', to: '12.50' } } },
      { line: 5, articleNumber: 'NEW-2', kind: 'create', fields: { name_sv: { from: null, to: 'Påse' } } },
    ],
    changesTotal: 2,
    ignoredColumns: [],
    ...overrides,
  };
}

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in for XMLHttpRequest: records each request, reports upload progress, answers `answer(url)`. */
function fakeXhr(answer: (url: string) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ url: this.url, headers: this.headers, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        setTimeout(() => {
          this.upload.onload?.();
          const a = answer(this.url);
          this.status = a.status;
          this.responseText = JSON.stringify(a.body);
          this.onload?.();
        }, 20);
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function open() {
  renderAt(<ImportPage />, { path: '/import', route: '/import' });
}

function chooseFile(name = 'catalog.csv') {
  const file = new File(['article_number\nLAB-1\n'], name, { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Choose a file…'), { target: { files: [file] } });
  return file;
}

describe('ImportPage', () => {
  it('checks a chosen file at once, shows the bad rows by line and column, then applies the good rows', async () => {
    signedIn();
    const sent = fakeXhr((url) => ({
      status: 200,
      body: url.includes('dryRun=false') ? report({ dryRun: false }) : report(),
    }));
    open();
    const file = chooseFile();
    expect(await screen.findByRole('progressbar', { name: 'Uploading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Check of the file' })).toBeTruthy();
    expect(sent[0]?.url).toBe('/api/admin/catalog/import?tenant=4&dryRun=true&fileName=catalog.csv');
    expect(sent[0]?.headers).toMatchObject({ Authorization: 'Bearer access-1', 'Content-Type': 'text/csv' });
    expect(sent[0]?.body).toBe(file);
    expect(screen.getByText('Nothing has been changed yet.')).toBeTruthy();

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Line', 'Column', 'Reason', 'Value'],
      ['3', 'price', 'Not a valid value', 'abc'],
      ['4', 'product_id', 'The shop has no product with this id', '999'],
    ]);
    expect(screen.getByText('10.00 → 12.50')).toBeTruthy();
    expect(screen.getByText('2 bad rows will be skipped.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Apply 2 good rows' }));
    expect(await screen.findByRole('heading', { name: 'Result of the import' })).toBeTruthy();
    expect(sent[1]?.url).toBe('/api/admin/catalog/import?tenant=4&dryRun=false&fileName=catalog.csv');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Imported: 1 new, 1 changed, 0 unchanged, 2 bad rows skipped.',
    );
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('shows the progress bar with its share while uploading, then the server phase', async () => {
    signedIn();
    fakeXhr(() => ({ status: 200, body: report({ created: 0, updated: 0, changes: [], changesTotal: 0 }) }));
    open();
    chooseFile();
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(await screen.findByText('There is nothing to apply.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('reports a refusal', async () => {
    signedIn();
    fakeXhr(() => ({ status: 403, body: { operationError: 'forbidden' } }));
    open();
    chooseFile();
    expect((await screen.findByRole('alert')).textContent).toBe('You may not do this.');
    expect(screen.queryByRole('heading', { name: 'Check of the file' })).toBeNull();
  });

  it('shows an order handler the export only; the export downloads the server’s file', async () => {
    signedIn({ roles: ['ORDER_HANDLER'] });
    const f = fakeFetch(() => ({ status: 200, body: 'article_number' }));
    const created = vi.fn((_object: Blob | MediaSource) => 'blob:catalog');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(created);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open();
    expect(screen.queryByLabelText('Choose a file…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download catalog (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(f.calls[0]?.url).toBe('/api/admin/catalog.csv?tenant=4');
    expect(f.calls[0]?.headers).toMatchObject({ Authorization: 'Bearer access-1' });
    expect(created).toHaveBeenCalled();
  });
});
