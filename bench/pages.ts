import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { root, startShop } from './server.ts';

/**
 * Lighthouse (performance category) of `/`, `/shop/{group}` and `/article/{id}` on the built
 * shop, with the desktop and the mobile preset, the median of 3 runs each.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

type Figures = { score: number; lcp: number; tbt: number; cls: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const shop = await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const api = (call: string) =>
    fetch(`http://127.0.0.1:${shop.port}/api/guest/${call}?tenant=4`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1 }),
    }).then((r) => r.json());
  const [product] = (await api('articleContainer/ajaxList')) as { id: number; groupId: number }[];
  if (!product) throw new Error('no product to measure');
  const base = `http://localhost:${shop.port}`;
  const pages = ['/', `/shop/${product.groupId}`, `/article/${product.id}`];

  const rows: string[] = [];
  for (const preset of ['desktop', 'mobile'] as const) {
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          base + page,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
        runs.push({
          score: (lhr.categories.performance?.score ?? 0) * 100,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
      rows.push(
        `| ${preset} | ${page} | ${m('score').toFixed(0)} | ${m('lcp').toFixed(0)} ms | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} |`,
      );
      console.log(rows.at(-1));
    }
  }
  console.log('');
  console.log(`Lighthouse, median of ${RUNS} runs (tenant 4):`);
  console.log('| preset | page | performance | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
} finally {
  chrome.kill();
  await shop.close();
}
