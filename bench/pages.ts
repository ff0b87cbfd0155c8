import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { root, startShop } from './server.ts';

/**
 * Lighthouse (performance category) of `/`, `/shop/{group}` and `/article/{id}` on the built
 * shop, with the desktop and the mobile preset, the median of 3 runs each.
 *
 * Environment:
 * - SHOP_WEB_DIST: the built web app to serve (default apps/web/dist, built when missing);
 * - BENCH_LIGHTHOUSE_RUNS: runs per page and preset (default 3);
 * - BENCH_PAGES_PRESETS: `desktop`, `mobile` or both, comma-separated (default both);
 * - BENCH_PAGES_JSON: a file to write the medians to, as `[{preset, page, score, lcp, tbt, cls}]`;
 * - BENCH_PAGES_LHR_DIR: a folder to keep every run's full Lighthouse report in (JSON).
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PRESETS = (process.env.BENCH_PAGES_PRESETS ?? 'desktop,mobile')
  .split(',')
  .map((p) => p.trim())
  .filter((p): p is 'desktop' | 'mobile' => p === 'desktop' || p === 'mobile');
const JSON_OUT = process.env.BENCH_PAGES_JSON;
const LHR_DIR = process.env.BENCH_PAGES_LHR_DIR;

const webDist = process.env.SHOP_WEB_DIST ? path.resolve(process.env.SHOP_WEB_DIST) : path.join(root, 'apps/web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  if (process.env.SHOP_WEB_DIST) {
    console.error(`${webDist} holds no built web app`);
    process.exit(1);
  }
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

type Figures = { score: number; lcp: number; tbt: number; cls: number };
/** `mobile, browser-rendered`: the mobile preset on a shop that leaves every page to the browser (SHOP_SERVER_RENDER=false). */
type Preset = 'desktop' | 'mobile' | 'mobile, browser-rendered';
type Result = Figures & { preset: Preset; page: string };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Attempts per run: Lighthouse now and then fails to record a page load (e.g. NO_NAVSTART). */
const ATTEMPTS = 3;

/** One Lighthouse run that recorded the page load; a failed recording is tried again. */
async function measure(url: string, preset: 'desktop' | 'mobile') {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!lhr.runtimeError) return lhr;
    console.error(`${preset} ${url}: ${lhr.runtimeError.code}${attempt < ATTEMPTS ? ', once more' : ''}`);
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lhr.runtimeError.code}`);
  }
}

const shop = await startShop();
// The same pages as before server rendering, in the same run: LCP's yardstick (issue 25).
const browserRendered = PRESETS.includes('mobile') ? await startShop({ env: { SHOP_SERVER_RENDER: 'false' } }) : null;
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
  if (LHR_DIR) mkdirSync(LHR_DIR, { recursive: true });

  const results: Result[] = [];
  const row = (r: Result) =>
    `| ${r.preset} | ${r.page} | ${r.score.toFixed(0)} | ${r.lcp.toFixed(0)} ms | ${r.tbt.toFixed(0)} ms | ${r.cls.toFixed(3)} |`;
  const passes: { preset: Preset; base: string }[] = PRESETS.map((preset) => ({ preset, base }));
  if (browserRendered) {
    passes.push({ preset: 'mobile, browser-rendered', base: `http://localhost:${browserRendered.port}` });
  }
  for (const { preset, base } of passes) {
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await measure(base + page, preset === 'desktop' ? 'desktop' : 'mobile');
        if (LHR_DIR) {
          const name = `${preset.replace(/\W+/g, '-')}-${page.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${i + 1}.json`;
          writeFileSync(path.join(LHR_DIR, name), JSON.stringify(lhr));
        }
        runs.push({
          score: (lhr.categories.performance?.score ?? 0) * 100,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
      const result: Result = { preset, page, score: m('score'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') };
      results.push(result);
      console.log(row(result));
      // Written after every page, so that a run that fails later still leaves its figures.
      if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
    }
  }
  console.log('');
  console.log(`Lighthouse, median of ${RUNS} runs (tenant 4):`);
  console.log('| preset | page | performance | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) console.log(row(r));
} finally {
  chrome.kill();
  await shop.close();
  await browserRendered?.close();
}
