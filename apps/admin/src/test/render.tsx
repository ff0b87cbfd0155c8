import type { AdminTokenAnswer } from '@shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { setLanguage } from '../lib/i18n.ts';
import { startSession } from '../lib/session.ts';

export type FakeCall = { url: string; method: string; body: unknown; headers: Record<string, string> };
export type FakeAnswer = { status: number; body?: unknown };

/** Stubs fetch: each call is recorded and answered by `answer` (JSON). */
export function fakeFetch(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FakeCall = {
      url: String(input),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>)),
    };
    calls.push(call);
    const a = await answer(call);
    return new Response(a.body === undefined ? '' : JSON.stringify(a.body), {
      status: a.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export function tokenAnswer(overrides: Partial<AdminTokenAnswer> = {}): AdminTokenAnswer {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 900,
    roles: ['ADMIN'],
    username: 'admin.4@example.com',
    tenant_id: 4,
    tenants: [{ id: 4, name: 'Sealwise Nordic' }],
    ...overrides,
  };
}

/** A signed-in operator (ADMIN of 4 unless told otherwise). */
export function signedIn(overrides: Partial<AdminTokenAnswer> = {}): void {
  startSession(tokenAnswer(overrides), overrides.tenant_id ?? 4);
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `element` at `path` (matching `route`) with a fresh query client, in English unless told. */
export function renderAt(
  element: ReactNode,
  { path, route }: { path: string; route: string },
  lang: 'en' | 'sv' = 'en',
) {
  setLanguage(lang);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The query of a recorded call's URL. */
export function queryOf(call: FakeCall | undefined): URLSearchParams {
  return new URL(call?.url ?? '/', 'http://admin.test').searchParams;
}
