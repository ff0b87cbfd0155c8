import { rmSync } from 'node:fs';
import path from 'node:path';

/** The server the browser tests run against: a fresh embedded database on every start. */
const dataDir = path.resolve(import.meta.dirname, `../test-results/e2e-data-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.SHOP_DATA_DIR = dataDir;
process.env.DATABASE_URL = '';
process.env.LOG_LEVEL ??= 'warn';
process.env.LOGIN_LIMIT_ADDRESS ??= '100000';
process.env.GUEST_ORDER_LIMIT_ADDRESS ??= '100000';
process.env.GUEST_ORDER_LIMIT_RECIPIENT ??= '100000';
process.env.CONFIRMATION_COPY_LIMIT_ADDRESS ??= '100000';
process.env.CONFIRMATION_COPY_LIMIT_RECIPIENT ??= '100000';
await import('../apps/server/src/main.ts');
