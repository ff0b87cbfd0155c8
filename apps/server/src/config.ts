import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { FORGOT_LIMIT_PER_ADDRESS } from '@shop/contract';
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
  /**
   * Analyze the tables that grow where the database does not (the embedded database, or
   * autovacuum off; db/statistics.ts). SHOP_STATISTICS=false turns it off.
   */
  statisticsUpkeep: boolean;
  /**
   * Whether pages come rendered by the web app's server render where it is built (issue 25);
   * `SHOP_SERVER_RENDER=false` leaves every page to the browser, as before it (the bench's
   * comparison, and a way back should a render misbehave).
   */
  serverRender: boolean;
  /**
   * Whether a rendered page asks for the app's code only once it has loaded and painted, through
   * its starter (/app-start.js, built from the web app's src/app/starter.ts, which holds what the
   * shopper does until the app has taken the page over); on by default. `SHOP_CODE_AFTER_PAINT=
   * false`: the module script at low priority instead (decision 017).
   */
  codeAfterPaint: boolean;
  /** Built web app (index.html and assets); null when not served. */
  webDist: string | null;
  /** Built back office (apps/admin/dist); null when not served. */
  adminDist: string | null;
  logLevel: string;
  /** Seed demo data into an empty database at start. */
  seedDemo: boolean;
  /** Whether cookies get the Secure attribute (behind HTTPS). */
  secureCookies: boolean;
  /**
   * Which X-Forwarded-* headers (client address, HTTPS, host) to believe: false for none, a
   * number of proxy hops in front of the shop, or the addresses/CIDRs of the proxies
   * (Fastify's `trustProxy`; see parseTrustProxy).
   */
  trustProxy: TrustProxy;
  /** Login attempts allowed per account and per address in `loginWindowS` seconds. */
  loginLimits: { perAccount: number; perAddress: number; windowS: number };
  /** Forgot-password requests allowed per client address and per tenant in `windowS` seconds. */
  forgotLimits: { perAddress: number; perTenant: number; windowS: number };
  /**
   * Guest orders per client address and per recipient e-mail, and confirmation copies
   * (order/ajaxSendConfirmationEmail) per client address and per recipient, in `windowS` seconds.
   */
  guestLimits: {
    ordersPerAddress: number;
    ordersPerRecipient: number;
    copiesPerAddress: number;
    copiesPerRecipient: number;
    windowS: number;
  };
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

/** Fewest bytes of a signing secret. */
export const SECRET_MIN_BYTES = 32;

/**
 * The signing secret in its one text format, base64url (`-_`, no padding needed) of at least 32
 * random bytes: the content of `SHOP_DATA_DIR/jwt-secret` and the value of JWT_SECRET alike, so
 * that a process given the file's content signs with the same key. Anything else is refused.
 */
export function decodeSecret(text: string, source: string): Uint8Array {
  const value = text.trim();
  const hint = `${source} must be base64url of at least ${SECRET_MIN_BYTES} random bytes, e.g. the output of: openssl rand -base64 32 | tr '+/' '-_' | tr -d '='`;
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) throw new Error(hint);
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length < SECRET_MIN_BYTES) throw new Error(hint);
  return new Uint8Array(bytes);
}

/** Reads the signing secret from JWT_SECRET, or from (and into) the data directory. */
function loadSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) return decodeSecret(env.JWT_SECRET, 'JWT_SECRET');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return decodeSecret(readFileSync(file, 'utf8'), file);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(SECRET_MIN_BYTES);
  writeFileSync(file, secret.toString('base64url'), { mode: 0o600 });
  return new Uint8Array(secret);
}

/** What X-Forwarded-* headers are believed: none, the last `n` proxy hops, or the listed proxies. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (the client is the socket's peer); a number is
 * how many proxies stand in front of the shop (the client address is the one that many entries
 * from the right of X-Forwarded-For, which the client cannot forge past its own proxy); a
 * comma-separated list of addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal` trusts only
 * those proxies. `true` is one hop (it used to trust every hop, so that the client's own,
 * leftmost entry was believed).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((entry) => !isProxyAddress(entry));
  if (list.length === 0 || bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must be false, a number of proxy hops (1, 2), or a comma-separated list of proxy addresses or CIDRs; not ${bad.join(', ') || raw}`,
    );
  }
  return list;
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
  const adminDist = env.SHOP_ADMIN_DIST ? path.resolve(env.SHOP_ADMIN_DIST) : path.join(repoRoot, 'apps/admin/dist');
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
    statisticsUpkeep: env.SHOP_STATISTICS !== 'false',
    serverRender: env.SHOP_SERVER_RENDER !== 'false',
    codeAfterPaint: env.SHOP_CODE_AFTER_PAINT !== 'false',
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    adminDist: existsSync(path.join(adminDist, 'index.html')) ? adminDist : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SHOP_SEED !== 'false',
    secureCookies: env.SECURE_COOKIES === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginLimits: {
      perAccount: intEnv(env, 'LOGIN_LIMIT_ACCOUNT', 10),
      perAddress: intEnv(env, 'LOGIN_LIMIT_ADDRESS', 50),
      windowS: intEnv(env, 'LOGIN_LIMIT_WINDOW_S', 900),
    },
    forgotLimits: {
      perAddress: intEnv(env, 'FORGOT_LIMIT_ADDRESS', FORGOT_LIMIT_PER_ADDRESS),
      perTenant: intEnv(env, 'FORGOT_LIMIT_TENANT', 300),
      windowS: intEnv(env, 'FORGOT_LIMIT_WINDOW_S', 900),
    },
    guestLimits: {
      ordersPerAddress: intEnv(env, 'GUEST_ORDER_LIMIT_ADDRESS', 10),
      ordersPerRecipient: intEnv(env, 'GUEST_ORDER_LIMIT_RECIPIENT', 5),
      copiesPerAddress: intEnv(env, 'CONFIRMATION_COPY_LIMIT_ADDRESS', 10),
      copiesPerRecipient: intEnv(env, 'CONFIRMATION_COPY_LIMIT_RECIPIENT', 3),
      windowS: intEnv(env, 'GUEST_LIMIT_WINDOW_S', 3600),
    },
    ...overrides,
  };
}

/**
 * The address mails link to (reset links, order pages) for a tenant: its configured base URL
 * (tenant_mail_settings / tenants.base_url) when set; else a SHOP_HOSTS host name of the tenant
 * (https when SECURE_COOKIES says the shop runs behind HTTPS, else http on PORT); else
 * `http://t<ID>.localhost:<PORT>`, which reaches the tenant on the port this shop serves on.
 * No trailing slash.
 */
export function tenantBaseUrl(
  config: Pick<Config, 'port' | 'hostTenants' | 'secureCookies'>,
  tenantId: number,
  configured: string | null | undefined,
): string {
  const base = configured?.trim();
  if (base) return base.replace(/\/+$/, '');
  for (const [host, id] of config.hostTenants) {
    if (id === tenantId) return config.secureCookies ? `https://${host}` : `http://${host}:${config.port}`;
  }
  return `http://t${tenantId}.localhost:${config.port}`;
}
