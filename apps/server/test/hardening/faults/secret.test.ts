import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseForFile, type ShopProcess, spawnShop } from './support.ts';

/**
 * Issue 20, item 2: one process signs with the secret it generated into SHOP_DATA_DIR/jwt-secret,
 * another is given that file's content in JWT_SECRET; both read it as the same key, so tokens of
 * one are good on the other (before, JWT_SECRET was used as raw text and the file decoded).
 */
const database = databaseForFile();
const processes: ShopProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-secret-file-'));
afterAll(async () => {
  for (const p of processes) await p.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two processes, one reading the secret file, one given its content', () => {
  it("accept each other's access and refresh tokens", async () => {
    const env = { DATABASE_URL: database.url, SHOP_MAIL_WORKER: 'false', JWT_SECRET: '' };
    const fromFile = await spawnShop({ ...env, SHOP_DATA_DIR: dataDir });
    processes.push(fromFile);
    const content = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    const fromEnv = await spawnShop({ ...env, JWT_SECRET: content });
    processes.push(fromEnv);

    for (const [issuer, other] of [
      [fromFile, fromEnv],
      [fromEnv, fromFile],
    ] as const) {
      const login = await fetch(`http://127.0.0.1:${issuer.port}/api/login?tenant=4`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'business.4@example.com', password: 'Demo-pass-1' }),
      });
      expect(login.status).toBe(200);
      const tokens = (await login.json()) as { access_token: string; refresh_token: string };
      const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('shop_rt=')) ?? '').split(';')[0] ?? '';

      const customer = await fetch(`http://127.0.0.1:${other.port}/api/customer/ajaxGetCustomer?tenant=4`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
        body: '{}',
      });
      expect(customer.status, await customer.text()).toBe(200);

      const refresh = await fetch(`http://127.0.0.1:${other.port}/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }).toString(),
      });
      expect(refresh.status, await refresh.text()).toBe(200);
    }
  });

  it('a process given a plain-text JWT_SECRET refuses to start, naming the format', async () => {
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../../src/main.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        SHOP_MAIL_WORKER: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: 'a plain text secret of more than 32 characters',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(output).toMatch(/JWT_SECRET must be base64url of at least 32 random bytes/);
    expect(output).not.toContain('Shop ready');
  });
});
