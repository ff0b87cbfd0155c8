import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  errorCode,
  isFieldError,
  parseAnswer,
  readAnswer,
  sendRequest,
  sharedRefresh,
  toApiError,
  withQuery,
} from './api-answers.ts';

afterEach(() => vi.unstubAllGlobals());

describe('toApiError', () => {
  it('reads the field errors of a 422, keeping only well-formed ones', () => {
    const error = toApiError(422, {
      fieldErrors: [{ field: 'email', message: 'required' }, { field: 1 }, 'x', [], null],
    });
    expect(error.status).toBe(422);
    expect(error.operationError).toBeNull();
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'required' }]);
    expect(error.message).toBe('validation_failed');
  });

  it('reads an operation error, and names a bare 401 unauthorized', () => {
    expect(toApiError(409, { operationError: 'transition_not_allowed' }).operationError).toBe('transition_not_allowed');
    expect(toApiError(401, null).operationError).toBe('unauthorized');
    const bare = toApiError(500, 'oops');
    expect(bare.operationError).toBeNull();
    expect(bare.message).toBe('http_500');
  });

  it('errorCode answers the operation error, else a general code', () => {
    expect(errorCode(new ApiError(403, 'forbidden'))).toBe('forbidden');
    expect(errorCode(new ApiError(500, null))).toBe('error');
    expect(errorCode(new Error('x'))).toBe('error');
  });

  it('isFieldError checks both strings', () => {
    expect(isFieldError({ field: '', message: 'invalid' })).toBe(true);
    expect(isFieldError({ field: 'a' })).toBe(false);
    expect(isFieldError(['a', 'b'])).toBe(false);
  });
});

describe('readAnswer and sendRequest', () => {
  it('reads JSON, and null for an empty or unreadable body', async () => {
    expect(await readAnswer(new Response('{"a":1}'))).toEqual({ a: 1 });
    expect(await readAnswer(new Response(''))).toBeNull();
    expect(await readAnswer(new Response('<html>'))).toBeNull();
  });

  it('sends same-origin, answers the body, and throws the answer of a failure', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      init.method === 'GET'
        ? new Response('{"ok":true}', { status: 200 })
        : new Response('{"operationError":"forbidden"}', { status: 403 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(sendRequest('/a', { method: 'GET' })).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls[0]?.[1]).toEqual({ credentials: 'same-origin', method: 'GET' });
    await expect(sendRequest('/a', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
      operationError: 'forbidden',
    });
  });

  it('names a network failure status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendRequest('/a', {})).rejects.toMatchObject({ status: 0, operationError: 'network_error' });
  });
});

describe('withQuery and parseAnswer', () => {
  it('leaves out undefined and null, and empty values when asked', () => {
    const query = { tenant: 4, q: '', status: undefined, page: null, all: false };
    expect(withQuery('/p', query)).toBe('/p?tenant=4&q=&all=false');
    expect(withQuery('/p', query, true)).toBe('/p?tenant=4&all=false');
    expect(withQuery('/p', {})).toBe('/p');
  });

  it('checks an answer against its schema', () => {
    const schema = z.object({ n: z.number() });
    expect(parseAnswer(schema, { n: 1 })).toEqual({ n: 1 });
    expect(parseAnswer(undefined, 'anything')).toBe('anything');
    expect(() => parseAnswer(schema, { n: 'x' })).toThrow(
      expect.objectContaining({ operationError: 'malformed_answer' }),
    );
  });
});

describe('sharedRefresh', () => {
  it('makes one exchange for callers at the same moment, and a new one after it ended', async () => {
    let release: (value: boolean) => void = () => {};
    const exchange = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          release = resolve;
        }),
    );
    const refresh = sharedRefresh(exchange);
    const all = Promise.all([refresh(), refresh(), refresh()]);
    release(true);
    await expect(all).resolves.toEqual([true, true, true]);
    expect(exchange).toHaveBeenCalledTimes(1);
    const again = refresh();
    release(false);
    await expect(again).resolves.toBe(false);
    expect(exchange).toHaveBeenCalledTimes(2);
  });

  it('answers false for a refusal (4xx) and throws any other failure', async () => {
    await expect(sharedRefresh(() => Promise.reject(new ApiError(400, 'invalid_grant')))()).resolves.toBe(false);
    await expect(sharedRefresh(() => Promise.reject(new ApiError(0, 'network_error')))()).rejects.toMatchObject({
      status: 0,
    });
    await expect(sharedRefresh(() => Promise.reject(new ApiError(503, null)))()).rejects.toBeInstanceOf(ApiError);
  });
});
