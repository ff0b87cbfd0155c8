import { Client, closedLoop } from './http.ts';
import { int, ms, ratio, table } from './report.ts';
import { cleanUpAll, startBaseline, startShop } from './server.ts';
import { catalogInfo, listCall } from './shop-calls.ts';
import { type Figures, medianFigures } from './stats.ts';

/**
 * `node bench/catalog-list.ts`: the catalog list alone: articleContainer/ajaxList (20 products)
 * of the shop on a fresh embedded database against a raw node:http server and a Fastify server
 * answering the same JSON from memory; runs interleaved, medians of BENCH_RUNS runs of
 * BENCH_SECONDS. `npm run bench` measures the same among its other figures.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

try {
  const shop = await startShop({ env: { SHOP_MAIL_WORKER: 'false', REDIS_URL: process.env.BENCH_REDIS_URL ?? '' } });
  const client = new Client(shop.port);
  const info = await catalogInfo(client);
  client.close();
  const servers = [
    { name: 'shop articleContainer/ajaxList (PGlite)', port: shop.port },
    { name: 'raw node:http, same JSON from memory', port: (await startBaseline('raw', info.listPayload)).port },
    { name: 'Fastify, same JSON from memory', port: (await startBaseline('fastify', info.listPayload)).port },
  ];
  console.log(
    `${runs} runs of ${seconds} s each, ${connections} connections, payload ${int(Buffer.byteLength(info.listPayload))} bytes ...`,
  );
  const results = servers.map(() => [] as Figures[]);
  for (const s of servers) await closedLoop(s.port, listCall, { connections, seconds: 1 });
  for (let run = 0; run < runs; run++) {
    for (const [i, s] of servers.entries())
      results[i]?.push(await closedLoop(s.port, listCall, { connections, seconds }));
  }
  const m = results.map((r) => medianFigures(r));
  const raw = m[1]?.rate ?? Number.NaN;
  console.log('');
  console.log(
    table(
      ['server', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '÷ raw'],
      servers.map((s, i) => {
        const f = m[i] as Figures;
        return [s.name, int(f.rate), ms(f.p50), ms(f.p95), ms(f.p99), ratio(f.rate / raw)];
      }),
    ),
  );
} finally {
  await cleanUpAll();
}
process.exit(process.exitCode ?? 0);
