import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordThreadError, PasswordWorkers } from './password-workers.ts';

const crashing = new URL('./test-workers/crashing-worker.ts', import.meta.url);
const pools: PasswordWorkers[] = [];
const pool = (...args: ConstructorParameters<typeof PasswordWorkers>) => {
  const p = new PasswordWorkers(...args);
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

describe('password workers', () => {
  it('hash and verify with argon2id on their threads', async () => {
    const workers = pool(2);
    const stored = await workers.hash('Secret-1', OPTIONS);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    await expect(workers.verify(stored, 'Secret-1')).resolves.toBe(true);
    await expect(workers.verify(stored, 'secret-1')).resolves.toBe(false);
  });

  it('reject a malformed hash with an error, and go on working', async () => {
    const workers = pool(1);
    const malformed = workers.verify('not a hash', 'x');
    await expect(malformed).rejects.toThrow();
    await expect(malformed).rejects.not.toBeInstanceOf(PasswordThreadError);
    const stored = await workers.hash('y', OPTIONS);
    await expect(workers.verify(stored, 'y')).resolves.toBe(true);
  });

  it('give each thread at most `depth` jobs; the rest wait, and every answer reaches its own caller', async () => {
    const workers = pool(2, 2);
    const stored = await workers.hash('right', OPTIONS);
    const passwords = Array.from({ length: 11 }, (_, i) => (i % 3 === 0 ? 'right' : `wrong-${i}`));
    const answers = passwords.map((password) => workers.verify(stored, password));
    expect(workers.running).toBe(4);
    expect(workers.waiting).toBe(7);
    await expect(Promise.all(answers)).resolves.toEqual(passwords.map((p) => p === 'right'));
    expect(workers.running).toBe(0);
    expect(workers.waiting).toBe(0);
  });

  it('fail the jobs of a thread that dies and give the waiting ones to a new thread', async () => {
    const workers = pool(1, 2, crashing);
    const crash = workers.verify('h', 'crash');
    const alongside = workers.verify('h', 'right');
    const waiting = workers.verify('h', 'right');
    expect(workers.waiting).toBe(1);
    await expect(crash).rejects.toThrow('exit code 3');
    await expect(crash).rejects.toBeInstanceOf(PasswordThreadError);
    await expect(alongside).rejects.toThrow('exit code 3');
    await expect(waiting).resolves.toBe(true);
    await expect(workers.hash('p', OPTIONS)).resolves.toBe('hash:p');
  });

  it('after close, refuse new jobs and fail the open ones', async () => {
    const workers = pool(1, 1, crashing);
    await workers.verify('h', 'right');
    const open = [1, 2].map(() => workers.verify('h', 'right').then(String, (e: Error) => e.message));
    await workers.close();
    await expect(Promise.all(open)).resolves.toEqual(['password workers are closed', 'password workers are closed']);
    await expect(workers.verify('h', 'right')).rejects.toThrow('closed');
  });

  it('keep a process alive while they work and let it end when they are idle', async () => {
    const module = new URL('./password.ts', import.meta.url).href;
    const script = `const { hashPassword, verifyPassword } = await import(${JSON.stringify(module)});
const stored = await hashPassword('Secret-1');
console.log(await verifyPassword(stored, 'Secret-1'), await verifyPassword(stored, 'nope'));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--eval', script], {
      timeout: 20_000,
    });
    expect(stdout.trim()).toBe('true false');
  });
});
