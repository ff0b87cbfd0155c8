import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, startShop, stop, waitFor } from './server.ts';

/**
 * `npm run bench`: starts the shop on a fresh embedded database, measures requests per second
 * of articleContainer/ajaxList (20 products), then of a raw node:http server answering the same
 * JSON from memory, and prints both and their ratio. Both servers run as child processes.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

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

const children: ChildProcess[] = [];
const shop = await startShop();
try {
  const body = JSON.stringify({ limit: 20, offset: 0 });
  const shopUrl = `http://127.0.0.1:${shop.port}/api/guest/articleContainer/ajaxList?tenant=4`;
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
  const sample = await (await waitFor(shopUrl, init, 10_000)).text();
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
  await shop.close();
}
