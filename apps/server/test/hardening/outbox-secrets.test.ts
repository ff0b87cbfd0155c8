import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailWorker, startMailWorker } from '../../src/modules/mail/index.ts';
import { markFailed } from '../../src/modules/mail/mail.repository.ts';
import { TestSmtp } from '../../src/modules/mail/mail.test-support.ts';
import { TenantDirectory } from '../../src/plugins/tenant-context.ts';
import { createTestApp, type TestApp } from '../../src/test/app.ts';
import { call, freshAddress } from './support.ts';

/**
 * Issue 20, item 7: a password-reset link is never readable in the mail outbox. While the mail
 * waits, its link is only there sealed (under a key of the server secret); once sent (or given
 * up), the seal is gone too, and the stored text says the link was removed. The delivered mail
 * carries the working link.
 */
const smtp = new TestSmtp();
let t: TestApp;
let worker: MailWorker | null = null;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await worker?.stop();
  await t.close();
  await smtp.stop();
});

const USER = 'business.4@example.com';
const RESET_LINK = /\/resetPassword\/([A-Za-z0-9_-]{43})/;

/** The outbox rows of reset mails to the user, every column. */
const resetRows = () =>
  t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'PASSWORD_RESET')
    .where('to_address', '=', USER)
    .orderBy('id')
    .execute();

/** A delivered message's text, its quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('reset links in the mail outbox', () => {
  it('are sealed while the mail waits, gone once it is sent, and work in the mail delivered', async () => {
    const requested = await call(t.app, '/api/guest/register/forgotPassword', {
      tenant: 4,
      query: { username: USER, serverName: 'x' },
      remoteAddress: freshAddress(),
    });
    expect(requested.statusCode, requested.body).toBe(200);

    const [pending, ...more] = await resetRows();
    expect(more).toHaveLength(0);
    expect(pending?.status).toBe('PENDING');
    expect(pending?.body_text).not.toMatch(RESET_LINK);
    expect(pending?.body_html ?? '').not.toMatch(RESET_LINK);
    expect(pending?.body_text).toContain('[link removed after sending]');
    expect(pending?.sealed_body).toBeTruthy();

    // The sender starts only now, so that the mail was seen waiting.
    worker = startMailWorker(
      { config: t.config, db: t.db, tenants: new TenantDirectory(t.db) },
      { intervalMs: 60_000 },
    );
    await worker.drain();
    const delivered = smtp.received.filter((m) => m.to.includes(USER));
    expect(delivered).toHaveLength(1);
    const token = RESET_LINK.exec(decoded(delivered[0]?.raw ?? ''))?.[1];
    expect(token).toBeDefined();

    // Not in any column, neither while pending nor after.
    expect(JSON.stringify(pending)).not.toContain(token);
    const [sent] = await resetRows();
    expect(sent?.status).toBe('SENT');
    expect(sent?.sealed_body).toBeNull();
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(sent?.body_text).toContain('[link removed after sending]');

    // The link in the delivered mail works.
    const reset = await call(t.app, '/api/guest/register/resetPassword', {
      tenant: 4,
      query: { t: token as string, serverName: 'x' },
      body: { password: 'Fresh-pass-42', password2: 'Fresh-pass-42' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('a reset mail given up keeps no seal either', async () => {
    await worker?.stop();
    worker = null;
    const requested = await call(t.app, '/api/guest/register/forgotPassword', {
      tenant: 4,
      query: { username: USER, serverName: 'x' },
      remoteAddress: freshAddress(),
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const row = (await resetRows()).find((r) => r.status === 'PENDING');
    expect(row?.sealed_body).toBeTruthy();
    // Taken by a sender, and its send refused for good.
    await t.db
      .updateTable('mail_outbox')
      .set({ status: 'SENDING' })
      .where('id', '=', row?.id ?? 0)
      .execute();
    await markFailed(t.db, row?.id ?? 0, 'refused', null);
    const [failed] = (await resetRows()).filter((r) => r.id === row?.id);
    expect(failed?.status).toBe('FAILED');
    expect(failed?.sealed_body).toBeNull();
  });
});
