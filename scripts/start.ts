import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: build the web app and the back office when they are missing, then run the server
 * (migrate, seed, listen).
 */
const root = path.resolve(import.meta.dirname, '..');
for (const [app, what] of [
  ['apps/web', 'the web app'],
  ['apps/admin', 'the back office'],
] as const) {
  if (!existsSync(path.join(root, app, 'dist/index.html'))) {
    console.log(`Building ${what} (first start) ...`);
    const res = spawnSync('npm', ['run', 'build', '-w', app], { cwd: root, stdio: 'inherit' });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
}
await import('../apps/server/src/main.ts');
