import { STORAGE_KEYS, type StoredUser } from '@shop/contract';
import { isStoredUser } from './guards.ts';

/** Key of the language the shopper picked with the language links. */
export const LANGUAGE_KEY = 'lang';

/** localStorage, or null where it is missing or blocked (private modes, sandboxed frames). */
function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the shop keeps working with memory state.
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Storage blocked: nothing to remove.
  }
}

/** Parsed JSON under `key`, or null when missing or not JSON. */
export function readJson(key: string): unknown {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Exactly the session fields of SPEC.md §3, whatever else the answer carried. */
export function toStoredUser(answer: StoredUser): StoredUser {
  return {
    access_token: answer.access_token,
    refresh_token: answer.refresh_token,
    roles: answer.roles,
    username: answer.username,
    tenant_id: answer.tenant_id,
    id: answer.id,
    currency: answer.currency,
  };
}

/** The stored session; a malformed entry counts as none and is removed. */
export function readUser(): StoredUser | null {
  const value = readJson(STORAGE_KEYS.user);
  if (value === null) return null;
  if (!isStoredUser(value)) {
    removeKey(STORAGE_KEYS.user);
    return null;
  }
  return toStoredUser(value);
}

export function writeUser(user: StoredUser): void {
  writeJson(STORAGE_KEYS.user, toStoredUser(user));
}

export function clearUser(): void {
  removeKey(STORAGE_KEYS.user);
}

/** The customer type: true = private customer (consumer), false = business, null = not chosen. */
export function readPrivateCustomerType(): boolean | null {
  const value = readJson(STORAGE_KEYS.customerType);
  return typeof value === 'boolean' ? value : null;
}

export function writePrivateCustomerType(privateCustomer: boolean): void {
  writeJson(STORAGE_KEYS.customerType, privateCustomer);
}

export function readLanguage(): string | null {
  return readString(LANGUAGE_KEY);
}

export function writeLanguage(lang: string): void {
  writeString(LANGUAGE_KEY, lang);
}
