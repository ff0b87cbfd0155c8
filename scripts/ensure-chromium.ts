import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Browser tests run in Debian's Chromium at /usr/bin/chromium. When it is missing, install it
 * with apt-get if we are root; otherwise stop and name the package.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests ...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'],
  ]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (res.status !== 0) {
      console.error("apt-get failed: install Debian's package 'chromium' and run the tests again.");
      process.exit(1);
    }
  }
}
