// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { initAuth, initialAuthState, useAuthStore } from '../../../stores/auth-store.ts';
import { makeTenant, stubFetch } from '../../../test/fixtures.ts';
import { requestPasswordReset } from './forgot-password.ts';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ ...initialAuthState });
  initAuth(makeTenant());
});
afterEach(() => vi.unstubAllGlobals());

describe('requestPasswordReset (SPEC.md §8)', () => {
  it.each([
    [
      { sent: true, email: 'bus*******@example.com' },
      { kind: 'sent', email: 'bus*******@example.com' },
    ],
    [{ sent: false, noEmail: true }, { kind: 'noEmail' }],
    // Anything else (unknown user, admin, disabled): the 'error' answer, no address.
    [{ sent: false }, { kind: 'error' }],
  ])('%j is %j', async (body, outcome) => {
    stubFetch(() => ({ status: 200, body }));
    expect(await requestPasswordReset('someone@example.com', 'shop.example')).toEqual(outcome);
  });

  it('over the limit: 429 too_many_attempts', async () => {
    stubFetch(() => ({ status: 429, body: { operationError: 'too_many_attempts' } }));
    const error = await requestPasswordReset('someone@example.com', 'shop.example').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ operationError: 'too_many_attempts' });
  });
});
