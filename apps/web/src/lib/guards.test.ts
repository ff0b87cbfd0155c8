import { StoredUserSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { isFieldError, isStoredUser } from './guards.ts';

const user = {
  access_token: 'a',
  refresh_token: 'r',
  roles: ['CUSTOMER'],
  username: 'u@example.com',
  tenant_id: 4,
  id: 7,
  currency: 'SEK',
};

describe('start-up guards agree with the contract schemas', () => {
  const cases: unknown[] = [
    user,
    { ...user, roles: [1] },
    { ...user, tenant_id: '4' },
    { ...user, id: 1.5 },
    { ...user, access_token: undefined },
    { ...user, currency: null },
    null,
    [],
    'user',
  ];
  for (const value of cases) {
    it(JSON.stringify(value) ?? 'undefined', () => {
      const schemaSays =
        StoredUserSchema.safeParse(value).success && (value as { access_token: string }).access_token !== '';
      expect(isStoredUser(value)).toBe(schemaSays);
    });
  }

  it('recognises field errors', () => {
    expect(isFieldError({ field: 'username', message: 'required' })).toBe(true);
    expect(isFieldError({ field: 'username' })).toBe(false);
  });
});
