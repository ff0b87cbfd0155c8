import { describe, expect, it } from 'vitest';
import { loadConfig, parseHosts } from '../config.ts';
import { tenantIdForHost } from './tenant-context.ts';

describe('tenant of a host name', () => {
  const hosts = parseHosts('shop.example.se=4, shop.example.fi=5,LAB.example.com=8');

  it('uses SHOP_HOSTS first, case-insensitively and without the port', () => {
    expect(tenantIdForHost('shop.example.fi', hosts, 4)).toBe(5);
    expect(tenantIdForHost('lab.example.com:443', hosts, 4)).toBe(8);
  });

  it('maps t<ID>.localhost to tenant ID', () => {
    expect(tenantIdForHost('t3.localhost:3000', hosts, 4)).toBe(3);
    expect(tenantIdForHost('t9.localhost', new Map(), 4)).toBe(9);
  });

  it('gives plain localhost and IP addresses the build-setting tenant', () => {
    expect(tenantIdForHost('localhost:3000', hosts, 4)).toBe(4);
    expect(tenantIdForHost('127.0.0.1:3000', hosts, 6)).toBe(6);
    expect(loadConfig({ SHOP_TENANT: '8' }, { jwtSecret: new Uint8Array(32) }).defaultTenant).toBe(8);
  });

  it('knows no tenant for an unlisted host when hosts are configured', () => {
    expect(tenantIdForHost('evil.example.com', hosts, 4)).toBeNull();
    expect(tenantIdForHost('tx.localhost', hosts, 4)).toBeNull();
  });

  it('refuses a malformed SHOP_HOSTS', () => {
    expect(() => parseHosts('shop.example.se=abc')).toThrow(/SHOP_HOSTS/);
  });
});
