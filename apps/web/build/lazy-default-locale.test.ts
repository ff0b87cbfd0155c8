import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDefaultLocaleSource } from './lazy-default-locale.ts';

const require = createRequire(import.meta.url);
/** The module as installed (the package's exports map does not name its private files). */
const MODULE_FILE = require
  .resolve('react-aria/package.json')
  .replace(/package\.json$/, 'dist/private/i18n/useDefaultLocale.mjs');

type DefaultLocale = { locale: string; direction: string };
type Loaded = { getDefaultLocale(): DefaultLocale; render(): string };

/**
 * Evaluates `code` as the published module would be, with its imports pointing at the installed
 * files, plus a server render of a component that reads the default locale (React as Node loads
 * it, so the hook and the renderer share one React).
 */
async function load(code: string): Promise<Loaded> {
  const absolute = code
    .replace(
      /from "(\.{1,2}\/[^"]+)"/g,
      (_, spec: string) => `from "${new URL(spec, pathToFileURL(MODULE_FILE)).href}"`,
    )
    .replace(/from "react"/, `from "${pathToFileURL(require.resolve('react')).href}"`);
  const module = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(absolute)}`);
  const harness = `
    import { createElement } from "${pathToFileURL(require.resolve('react')).href}";
    import { renderToString } from "${pathToFileURL(require.resolve('react-dom/server.node')).href}";
    export function render(useDefaultLocale) {
      function Probe() { return createElement('p', null, useDefaultLocale().locale); }
      return renderToString(createElement(Probe));
    }`;
  const { render } = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(harness)}`);
  return { getDefaultLocale: module.getDefaultLocale, render: () => render(module.useDefaultLocale) };
}

afterEach(() => vi.restoreAllMocks());

describe('lazyDefaultLocaleSource', () => {
  const published = readFileSync(MODULE_FILE, 'utf8');

  it('the published module asks Intl for the default locale as it is evaluated (what the rewrite removes)', async () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    await load(`${published}\n// published ${Math.random()}`);
    expect(supported).toHaveBeenCalledTimes(1);
  });

  it('the rewritten module asks for it only when a component first reads it, then keeps it', async () => {
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const locale = vi.spyOn(Intl, 'Locale');
    const lazy = await load(`${lazyDefaultLocaleSource(published)}\n// lazy ${Math.random()}`);
    expect(supported).not.toHaveBeenCalled();
    expect(locale).not.toHaveBeenCalled();

    // A server render reads the locale through the hook's state (and shows en-US, as before).
    expect(lazy.render()).toBe('<p>en-US</p>');
    expect(supported).toHaveBeenCalledTimes(1);
    lazy.render();
    expect(supported).toHaveBeenCalledTimes(1);
    // The exported reader is unchanged.
    expect(lazy.getDefaultLocale()).toEqual({ locale: expect.any(String), direction: 'ltr' });
  });

  it('refuses a module of another form instead of passing it through', () => {
    expect(() => lazyDefaultLocaleSource('export const x = 1;')).toThrow(/no module-level default locale/);
    const withoutState = published.replace(/\(0, \$\w+\$useState\)/, 'useOtherState');
    expect(() => lazyDefaultLocaleSource(withoutState)).toThrow(/state that reads the default locale/);
  });
});
