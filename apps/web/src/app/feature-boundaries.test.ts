import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The feature boundaries of docs/web-structure.md, as `npm run lint` (Biome's
 * noRestrictedImports, biome.json) enforces them: each case writes a file at a place in the
 * tree, lints it with the project's configuration, and removes it again.
 */
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SRC = join(REPO, 'apps/web/src');
const BIOME = join(REPO, 'node_modules/.bin/biome');
const written: string[] = [];

type Lint = { failed: boolean; output: string };

function lint(path: string, source: string): Promise<Lint> {
  const file = join(SRC, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  written.push(file);
  return new Promise((done) => {
    execFile(BIOME, ['lint', '--max-diagnostics=5', relative(REPO, file)], { cwd: REPO }, (error, stdout, stderr) => {
      done({ failed: error !== null, output: `${stdout}${stderr}` });
    });
  });
}

afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
  rmSync(join(SRC, 'features/zz-boundary-fixture'), { recursive: true, force: true });
});

const FEATURE = 'features/zz-boundary-fixture';

describe('npm run lint keeps the features apart', () => {
  it("fails on a feature's deep import of another feature", async () => {
    const result = await lint(
      `${FEATURE}/components/deep-import.tsx`,
      "import { changePackage } from '../../cart/hooks/cart-edit.ts';\n\nexport const used = changePackage;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('noRestrictedImports');
    expect(result.output).toContain('only through its index.ts');
  });

  it('fails on a deep dynamic import and on one from the feature folder itself', async () => {
    const lazy = await lint(
      `${FEATURE}/hooks/deep-lazy.ts`,
      "export const load = () => import('../../settings/components/settings-tab.tsx');\n",
    );
    expect(lazy.failed).toBe(true);
    const top = await lint(
      `${FEATURE}/deep-top.ts`,
      "export { useSideCartStore } from '../cart/hooks/side-cart-store.ts';\n",
    );
    expect(top.failed).toBe(true);
  });

  it("passes an import through the other feature's index.ts, and shared code", async () => {
    const result = await lint(
      `${FEATURE}/components/public-import.tsx`,
      [
        "import { useCustomer } from '../../../stores/customer.ts';",
        "import { changePackage } from '../../cart/index.ts';",
        "import { Own } from './own.tsx';",
        '',
        'export const used = [changePackage, useCustomer, Own];',
        '',
      ].join('\n'),
    );
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });

  it('fails when shared code (lib, stores, components/ui) imports a feature at all', async () => {
    const result = await lint(
      'stores/zz-boundary-fixture.ts',
      "import { changePackage } from '../features/cart/index.ts';\n\nexport const used = changePackage;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('imports no feature');
  });

  it("fails when the app reaches into a feature's hooks or calls", async () => {
    const result = await lint(
      'app/zz-boundary-fixture.ts',
      "import { useCartPricing } from '../features/cart/hooks/use-cart-pricing.ts';\n\nexport const used = useCartPricing;\n",
    );
    expect(result.failed).toBe(true);
  });
});
