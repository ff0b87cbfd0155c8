// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, tokenAnswer } from '../test/fixtures.ts';
import {
  clearUser,
  readJson,
  readLanguage,
  readPrivateCustomerType,
  readUser,
  writeLanguage,
  writePrivateCustomerType,
  writeUser,
} from './storage.ts';

beforeEach(() => localStorage.clear());

describe('session storage (localStorage.user)', () => {
  it('keeps exactly the session fields of the spec', () => {
    writeUser({ ...tokenAnswer() } as never);
    expect(Object.keys(JSON.parse(localStorage.getItem('user') ?? '{}')).sort()).toEqual(
      ['access_token', 'currency', 'id', 'refresh_token', 'roles', 'tenant_id', 'username'].sort(),
    );
    expect(readUser()).toEqual(makeUser());
  });

  it('reads no session when none, and drops a malformed one', () => {
    expect(readUser()).toBeNull();
    localStorage.setItem('user', '{not json');
    expect(readUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ access_token: 'x' }));
    expect(readUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears the session', () => {
    writeUser(makeUser());
    clearUser();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('customer type (localStorage.privateCustomerType)', () => {
  it('is unset until chosen, then remembered as a boolean', () => {
    expect(readPrivateCustomerType()).toBeNull();
    writePrivateCustomerType(true);
    expect(localStorage.getItem('privateCustomerType')).toBe('true');
    expect(readPrivateCustomerType()).toBe(true);
    writePrivateCustomerType(false);
    expect(readPrivateCustomerType()).toBe(false);
  });

  it('ignores a value that is not a boolean', () => {
    localStorage.setItem('privateCustomerType', '"yes"');
    expect(readPrivateCustomerType()).toBeNull();
  });
});

describe('helpers', () => {
  it('read JSON safely and remember the chosen language', () => {
    expect(readJson('missing')).toBeNull();
    localStorage.setItem('broken', '{');
    expect(readJson('broken')).toBeNull();
    writeLanguage('fi');
    expect(readLanguage()).toBe('fi');
  });
});
