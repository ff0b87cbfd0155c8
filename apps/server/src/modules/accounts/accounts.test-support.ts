import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { lastMailOf } from '../mail/mail.test-support.ts';

/** Shared set-up and helpers of the account call tests (not a test file itself). */
export let t: TestApp;

export let seq = 0;
/** A fresh client address per call, so the per-address limits of one test do not touch the others. */
export const addr = () => `10.9.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;
export const unique = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

export function signUp(tenant: number, payload: Record<string, unknown>, remoteAddress = addr()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/guest/register/createAccount?tenant=${tenant}`,
    payload,
    remoteAddress,
  });
}

export const business = (email: string) => ({
  customerType: 'business',
  email,
  password: 'Secret-pass-1',
  passwordConfirm: 'Secret-pass-1',
  companyName: 'Acme AB',
  corporateId: '556677-8899',
  newsletter: true,
});

export function forgot(tenant: number, username: string, extra = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/guest/register/forgotPassword?tenant=${tenant}&username=${encodeURIComponent(username)}&serverName=evil.example${extra}`,
    payload: {},
    headers: { host: 'evil.example' },
    remoteAddress: addr(),
  });
}

export function reset(tenant: number, token: string, password: string, password2 = password) {
  return t.app.inject({
    method: 'POST',
    url: `/api/guest/register/resetPassword?tenant=${tenant}&t=${encodeURIComponent(token)}&serverName=x`,
    payload: { password, password2 },
  });
}

export function call(tenant: number, token: string, path: string, payload: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}?tenant=${tenant}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The last mail queued to `to`, as its recipient reads it (a reset mail's sealed link opened). */
export const lastMailTo = (to: string) => lastMailOf(t, to);

export function tokenOf(body: string): string {
  const m = /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(body);
  if (!m?.[1]) throw new Error('no reset link');
  return m[1];
}

/** Creates an account on tenant 4 and answers its e-mail. */
export async function newAccount(tenant = 4): Promise<string> {
  const email = unique('acct');
  const res = await signUp(tenant, business(email));
  expect(res.statusCode).toBe(200);
  return email;
}

/** Registers the hooks that give each test file its own seeded shop. */
export function setUpAccountTests(): void {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
}
