import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench`: starts the shop on a fresh embedded database, measures requests per second
 * of articleContainer/ajaxList (20 products), then of a raw node:http server answering the same
 * JSON from memory, and prints both and their ratio. Both servers run as child processes.
 */
const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, init);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function measure(url: string, body: string): Promise<number> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
const children: ChildProcess[] = [];
try {
  const shopPort = await freePort();
  const shop = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      SHOP_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(shop);
  const body = JSON.stringify({ limit: 20, offset: 0 });
  const shopUrl = `http://127.0.0.1:${shopPort}/api/guest/articleContainer/ajaxList?tenant=4`;
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
  const sample = await (await waitFor(shopUrl, init, 120_000)).text();
  const products = (JSON.parse(sample) as unknown[]).length;
  if (products !== 20) throw new Error(`expected 20 products, got ${products}`);

  const rawPort = await freePort();
  const rawSource = `
    const body = Buffer.from(process.env.BENCH_BODY);
    require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
        res.end(body);
      });
    }).listen(${rawPort}, '127.0.0.1');`;
  const raw = spawn(process.execPath, ['-e', rawSource], {
    env: { ...process.env, BENCH_BODY: sample },
    stdio: 'inherit',
  });
  children.push(raw);
  const rawUrl = `http://127.0.0.1:${rawPort}/`;
  await waitFor(rawUrl, init, 10_000);

  console.log(
    `Measuring ${seconds} s each with ${connections} connections (payload ${sample.length} bytes, 20 products) ...`,
  );
  const shopRps = await measure(shopUrl, body);
  const rawRps = await measure(rawUrl, body);
  console.log('');
  console.log('| server | requests/s |');
  console.log('|---|---|');
  console.log(`| shop articleContainer/ajaxList (20 products, PGlite) | ${shopRps.toFixed(0)} |`);
  console.log(`| raw node:http, same JSON from memory | ${rawRps.toFixed(0)} |`);
  console.log(`| ratio shop / raw | ${(shopRps / rawRps).toFixed(3)} |`);
} finally {
  await Promise.all(children.map(stop));
  rmSync(dataDir, { recursive: true, force: true });
}
