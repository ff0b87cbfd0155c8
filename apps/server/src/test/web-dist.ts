import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A stand-in for the built web app (apps/web/dist) in a temporary folder: its index.html (the
 * template the server fills per page) and the list of first-view assets with the page names of
 * the shell's texts in English and Swedish. `remove()` deletes it.
 */
export function makeWebDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Shop</title><script id="tenant-data" type="application/json"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, '.vite'));
  const pages = (shop: string, notFound: string, about: string) => ({ pages: { shop, notFound, about } });
  writeFileSync(
    path.join(dir, '.vite', 'first-view-assets.json'),
    JSON.stringify({
      pages: {},
      texts: {
        shell: {
          en: pages('Products', 'Page not found', 'About us'),
          sv: pages('Produkter', 'Sidan finns inte', 'Om oss'),
        },
        areas: {},
      },
    }),
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The stand-in web app of the tests of a file (or of a describe block), removed after them: its folder. */
export function webDistForFile(): string {
  const dist = makeWebDist();
  afterAll(dist.remove);
  return dist.dir;
}
