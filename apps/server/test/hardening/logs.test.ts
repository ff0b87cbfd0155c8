/**
 * Logs (issue 20, "run like a service"): JSON lines with a request id that every answer names in
 * `X-Request-Id`, and no secret in any line: passwords, access and refresh tokens, the binding
 * cookie, the reset token and the signing secret, through login, refresh, forgot and reset
 * password, a guest order and failing requests.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { seedDemoData } from '../../src/db/seed/index.ts';
import { MemoryCounters } from '../../src/modules/auth/counters.ts';
import { sentMailFile } from '../../src/modules/mail/mail.test-support.ts';
import { redactUrl } from '../../src/plugins/request-log.ts';
import { createTestDb, type TestDb } from '../../src/test/db.ts';
import { goodsArticle, orderRequest } from './support.ts';

let tdb: TestDb;
let app: FastifyInstance;
let config: Config;
let dataDir: string;
const lines: string[] = [];
const answers: LightMyRequestResponse[] = [];

beforeAll(async () => {
  tdb = await createTestDb();
  await seedDemoData(tdb.db);
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-logs-'));
  config = loadConfig(
    { SHOP_DATA_DIR: dataDir },
    { jwtSecret: randomBytes(32), webDist: null, mailWorker: true, logLevel: 'trace' },
  );
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(line);
      done();
    },
  });
  app = await buildApp({ config, db: tdb.db, counters: new MemoryCounters(), logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await tdb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One request, kept for the request-id checks. */
async function send(opts: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await app.inject(opts);
  answers.push(res);
  return res;
}

/** The reset link of the last reset mail, as sent (the .eml file the mail sender writes). */
async function sentResetToken(): Promise<string> {
  const { id } = await tdb.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('kind', '=', 'PASSWORD_RESET')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /\/resetPassword\/([A-Za-z0-9_-]{43})/;
  const text = await sentMailFile(dataDir, id, (t) => link.test(t));
  return link.exec(text)?.[1] ?? '';
}

describe('logs', () => {
  it('carry no password, token, cookie, reset token or signing secret', async () => {
    const password = 'Demo-pass-1';
    const secrets: Record<string, string> = { password };

    const wrong = await send({
      method: 'POST',
      url: '/api/login?tenant=4',
      payload: { username: 'business.4@example.com', password: 'Wrong-pass-Zq9' },
    });
    expect(wrong.statusCode).toBe(401);
    secrets.wrongPassword = 'Wrong-pass-Zq9';
    const broken = await send({
      method: 'POST',
      url: '/api/login?tenant=4',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"business.4@example.com","password":"Broken-json-Zq8',
    });
    expect(broken.statusCode).toBe(400);
    secrets.brokenPassword = 'Broken-json-Zq8';

    const login = await send({
      method: 'POST',
      url: '/api/login?tenant=4',
      payload: { username: 'business.4@example.com', password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const tokens = login.json() as { access_token: string; refresh_token: string };
    const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    secrets.access = tokens.access_token;
    secrets.refresh = tokens.refresh_token;
    secrets.cookie = cookie.slice(cookie.indexOf('=') + 1);

    const refresh = await send({
      method: 'POST',
      url: '/oauth/access_token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        authorization: `Bearer ${tokens.access_token}`,
      },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }).toString(),
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
    const next = refresh.json() as { access_token: string; refresh_token: string };
    secrets.access2 = next.access_token;
    secrets.refresh2 = next.refresh_token;

    const me = await send({
      method: 'POST',
      url: '/api/customer/ajaxGetCustomer?tenant=4',
      headers: { authorization: `Bearer ${next.access_token}`, cookie },
      payload: {},
    });
    expect(me.statusCode, me.body).toBe(200);

    const article = await goodsArticle(tdb.db, 4);
    const order = await send({
      method: 'POST',
      url: '/api/guest/order/ajaxCreateNew?tenant=4',
      payload: orderRequest(article.articleNumber),
    });
    expect(order.statusCode, order.body).toBe(200);
    const placed = order.json() as { orderNumber: number; accessToken: string };
    secrets.orderToken = placed.accessToken;
    const read = await send({
      method: 'POST',
      url: '/api/guest/order/ajaxGetOrder?tenant=4',
      payload: { orderNumber: placed.orderNumber, accessToken: placed.accessToken },
    });
    expect(read.statusCode, read.body).toBeLessThan(500);

    const forgot = await send({
      method: 'POST',
      url: '/api/guest/register/forgotPassword?tenant=4&username=business.4%40example.com&lang=en',
      remoteAddress: '10.98.0.1',
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const resetToken = await sentResetToken();
    secrets.resetToken = resetToken;
    await send({ method: 'GET', url: `/resetPassword/${resetToken}` });
    const newPassword = 'Fresh-pass-Zq7';
    secrets.newPassword = newPassword;
    const reset = await send({
      method: 'POST',
      url: `/api/guest/register/resetPassword?tenant=4&t=${resetToken}`,
      payload: { password: newPassword, password2: newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const unknown = await send({ method: 'POST', url: '/api/nothing/here?tenant=4', payload: {} });
    expect(unknown.statusCode).toBe(404);
    await send({ method: 'GET', url: '/%' });

    secrets.jwtBase64url = Buffer.from(config.jwtSecret).toString('base64url');
    secrets.jwtBase64 = Buffer.from(config.jwtSecret).toString('base64');
    secrets.jwtHex = Buffer.from(config.jwtSecret).toString('hex');

    expect(lines.length).toBeGreaterThan(answers.length);
    for (const line of lines) {
      JSON.parse(line);
      for (const [name, secret] of Object.entries(secrets)) {
        expect(line.includes(secret), `${name} in the log line ${line}`).toBe(false);
        expect(line.includes(encodeURIComponent(secret)), `${name} (URL-encoded) in ${line}`).toBe(false);
      }
    }
    // The requests themselves are still logged, with the secret parts replaced.
    expect(lines.some((l) => l.includes('/resetPassword/[redacted]'))).toBe(true);
    expect(lines.some((l) => l.includes('register/resetPassword?tenant=4&t=[redacted]'))).toBe(true);
  });

  it('every answer names its request id, and the log lines of that request carry it', async () => {
    expect(answers.length).toBeGreaterThan(10);
    const parsed = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    for (const res of answers) {
      const id = res.headers['x-request-id'];
      expect(typeof id === 'string' && id.length > 0, `x-request-id of ${res.statusCode} ${res.body}`).toBe(true);
      const own = parsed.filter((l) => l.reqId === id);
      expect(own.length, `log lines of ${String(id)}`).toBeGreaterThanOrEqual(1);
    }
    const ids = answers.map((r) => r.headers['x-request-id']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a client's short, safe request id and replaces any other", async () => {
    const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'proxy-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('proxy-1234.abc');
    for (const bad of ['x'.repeat(65), '<script>', 'a b', '{"msg":"forged"}']) {
      const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('redactUrl takes out reset tokens and secret query parameters only', () => {
    expect(redactUrl('/resetPassword/abc?lang=en')).toBe('/resetPassword/[redacted]?lang=en');
    expect(redactUrl('/api/register/resetPassword?tenant=4&t=abc')).toBe(
      '/api/register/resetPassword?tenant=4&t=[redacted]',
    );
    expect(redactUrl('/x?refresh_token=a&access%5Ftoken=b&q=c')).toBe(
      '/x?refresh_token=[redacted]&access%5Ftoken=[redacted]&q=c',
    );
    expect(redactUrl('/api/guest/article/ajaxList?tenant=4')).toBe('/api/guest/article/ajaxList?tenant=4');
  });
});
