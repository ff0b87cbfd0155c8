import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup, root, stop } from './server.ts';

/** One page's Lighthouse figures (medians), as bench/pages.ts writes them. */
export interface PageFigures {
  preset: string;
  page: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export type PageKind = 'home' | 'listing' | 'product';

export function pageKind(page: string): PageKind | null {
  if (page === '/' || page === '') return 'home';
  if (page.startsWith('/shop')) return 'listing';
  if (page.startsWith('/article')) return 'product';
  return null;
}

function isPageFigures(v: unknown): v is PageFigures {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.preset === 'string' &&
    typeof r.page === 'string' &&
    typeof r.score === 'number' &&
    typeof r.cls === 'number' &&
    typeof r.lcp === 'number' &&
    typeof r.tbt === 'number'
  );
}

/**
 * Runs bench/pages.ts (Lighthouse of `/`, a listing and a product page) as a child process
 * with BENCH_PAGES_JSON naming a file, and reads the figures it writes there. Null, with the
 * reason, when it writes none.
 */
export async function runPages(): Promise<{ pages: PageFigures[] | null; note: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-pages-'));
  const file = path.join(dir, 'pages.json');
  const child = spawn(process.execPath, [path.join(root, 'bench/pages.ts')], {
    env: { ...process.env, BENCH_PAGES_JSON: file },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const done = onCleanup(async () => {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  });
  try {
    const code = await new Promise<number | null>((resolve) => {
      child.once('exit', (c) => resolve(c));
      child.once('error', () => resolve(-1));
    });
    if (!existsSync(file)) {
      return { pages: null, note: `bench/pages.ts wrote no figures (exit code ${code})` };
    }
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const pages = Array.isArray(parsed) ? parsed.filter(isPageFigures) : [];
    if (pages.length === 0) return { pages: null, note: 'bench/pages.ts wrote no usable figures' };
    return { pages, note: code === 0 ? '' : `bench/pages.ts exited with code ${code}` };
  } finally {
    await done();
  }
}
