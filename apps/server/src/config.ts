import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DbTarget } from './db/connect.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  db: DbTarget;
  /** Tenant for hosts not listed in hostTenants (plain localhost). */
  defaultTenant: number;
  /** Host name → tenant id, from SHOP_HOSTS ("shop.example.se=4,shop.example.fi=5"). */
  hostTenants: Map<string, number>;
  /** Secret that signs access tokens. */
  jwtSecret: Uint8Array;
  redisUrl: string | null;
  /** Prefix of this installation's keys in Redis (several shops may share one Redis). */
  redisPrefix: string;
  smtpUrl: string | null;
  /** Run the mail sender in this process (SHOP_MAIL_WORKER=false turns it off). */
  mailWorker: boolean;
  /** Built web app (index.html and assets); null when not served. */
  webDist: string | null;
  logLevel: string;
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** Whether cookies get the Secure attribute (behind HTTPS). */
  secureCookies: boolean;
  /** Trust X-Forwarded-* headers (client address, HTTPS) from a reverse proxy in front. */
  trustProxy: boolean;
  /** Login attempts allowed per account and per address in `loginWindowS` seconds. */
  loginLimits: { perAccount: number; perAddress: number; windowS: number };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function parseHosts(value: string | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const pair of (value ?? '').split(',')) {
    const [host, id] = pair.split('=').map((s) => s.trim());
    if (!host || !id) continue;
    const n = Number(id);
    if (!Number.isInteger(n) || n < 1) throw new Error(`SHOP_HOSTS: bad tenant id for ${host}`);
    map.set(host.toLowerCase(), n);
  }
  return map;
}

/** Reads the signing secret from JWT_SECRET, or from (and into) the data directory. */
function loadSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  writeFileSync(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

/** Environment → typed configuration. The one place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(repoRoot, env.SHOP_DATA_DIR ?? 'data');
  const db: DbTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const webDist = env.SHOP_WEB_DIST ? path.resolve(env.SHOP_WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
  return {
    port: intEnv(env, 'PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    db,
    defaultTenant: intEnv(env, 'SHOP_TENANT', 4),
    hostTenants: parseHosts(env.SHOP_HOSTS),
    jwtSecret: overrides.jwtSecret ?? loadSecret(env, dataDir),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'shop:',
    smtpUrl: env.SMTP_URL || null,
    mailWorker: env.SHOP_MAIL_WORKER !== 'false',
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SHOP_SEED !== 'false',
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    loginLimits: {
      perAccount: intEnv(env, 'LOGIN_LIMIT_ACCOUNT', 10),
      perAddress: intEnv(env, 'LOGIN_LIMIT_ADDRESS', 50),
      windowS: intEnv(env, 'LOGIN_LIMIT_WINDOW_S', 900),
    },
    ...overrides,
  };
}
