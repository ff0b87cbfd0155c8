import { describe, expect, it } from 'vitest';
import { outboxDbForFile, outboxRows } from '../../test/mail.ts';
import { eventually } from '../../test/wait.ts';
import {
  claimDue,
  enqueueMail,
  MAX_ATTEMPTS,
  MailRefusedError,
  markFailed,
  markSent,
  orderMailKey,
  releaseClaim,
} from './mail.repository.ts';
import { testMail as mail } from './mail.test-support.ts';

const tdb = outboxDbForFile();

const rows = () => outboxRows(tdb.db);

describe('enqueueMail', () => {
  it('writes one row per tenant and key: the same key twice gives one mail', async () => {
    expect(await enqueueMail(tdb.db, mail(1))).toBe(true);
    expect(await enqueueMail(tdb.db, mail(1, { subject: 'another' }))).toBe(false);
    expect(await enqueueMail(tdb.db, mail(1, { tenantId: 6 }))).toBe(true);
    const all = await rows();
    expect(all.map((r) => [r.tenant_id, r.dedupe_key, r.subject])).toEqual([
      [4, 'test:1', 'Subject 1'],
      [6, 'test:1', 'Subject 1'],
    ]);
    expect(all[0]).toMatchObject({ status: 'PENDING', attempts: 0, kind: 'TEST', body_html: '<p>Html 1</p>' });
  });

  it('keeps one mail when many enqueue the same key at once', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => enqueueMail(tdb.db, mail(7))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
  });

  it('is part of the caller’s transaction', async () => {
    await expect(
      tdb.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail(2));
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a recipient or subject with a line break, or more than one recipient', async () => {
    for (const bad of [
      { to: 'a@example.com\r\nBcc: x@example.com' },
      { to: 'a@example.com\n' },
      { subject: 'Hi\r\nBcc: x@example.com' },
      { subject: 'Hi\nthere' },
      { to: 'a@example.com, b@example.com' },
      { to: 'Someone <a@example.com>' },
    ]) {
      await expect(enqueueMail(tdb.db, mail(3, bad))).rejects.toBeInstanceOf(MailRefusedError);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('builds order keys per order and recipient, ignoring case', () => {
    expect(orderMailKey(12, ' Anna@Example.COM ')).toBe('order_confirmation:12:anna@example.com');
  });
});

describe('claimDue', () => {
  it('leases due mails: SENDING, attempt counted, a stable Message-ID', async () => {
    await enqueueMail(tdb.db, mail(1));
    await enqueueMail(tdb.db, mail(2, { tenantId: 6 }));
    const claimed = await claimDue(tdb.db, 10, 60_000);
    expect(claimed).toHaveLength(2);
    const [a, b] = claimed;
    expect(a).toMatchObject({ status: 'SENDING', attempts: 1, message_id: `<outbox-${a?.id}.4@sealwise.example>` });
    expect(b).toMatchObject({ status: 'SENDING', attempts: 1, message_id: `<outbox-${b?.id}.6@sealwise-uk.example>` });
    expect(a?.locked_until).toBeInstanceOf(Date);
    expect(new Date(a?.locked_until ?? 0).getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Leased: nobody else gets them.
    expect(await claimDue(tdb.db, 10, 60_000)).toEqual([]);
  });

  it('takes neither mails due later nor finished ones, and respects the limit', async () => {
    for (let i = 0; i < 5; i++) await enqueueMail(tdb.db, mail(i));
    await tdb.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() + 3_600_000) })
      .where('dedupe_key', '=', 'test:0')
      .execute();
    await tdb.db.updateTable('mail_outbox').set({ status: 'SENT' }).where('dedupe_key', '=', 'test:1').execute();
    await tdb.db.updateTable('mail_outbox').set({ status: 'FAILED' }).where('dedupe_key', '=', 'test:2').execute();
    const first = await claimDue(tdb.db, 1, 60_000);
    expect(first.map((m) => m.dedupe_key)).toEqual(['test:3']);
    const rest = await claimDue(tdb.db, 10, 60_000);
    expect(rest.map((m) => m.dedupe_key)).toEqual(['test:4']);
  });

  it('takes a SENDING mail again once its lease has run out, keeping its Message-ID', async () => {
    await enqueueMail(tdb.db, mail(1));
    const [first] = await claimDue(tdb.db, 10, 20);
    // Claimed again as soon as the 20 ms lease has run out (by the database's clock).
    const [again] = await eventually(
      () => claimDue(tdb.db, 10, 60_000),
      (got) => got.length > 0,
    );
    expect(again).toMatchObject({ id: first?.id, status: 'SENDING', attempts: 2, message_id: first?.message_id });
  });

  it('never gives one mail to two concurrent claimers', async () => {
    const total = 120;
    for (let i = 0; i < total; i++) await enqueueMail(tdb.db, mail(i));
    const seen: number[] = [];
    const claimer = async () => {
      for (;;) {
        const got = await claimDue(tdb.db, 7, 60_000);
        if (got.length === 0) return;
        seen.push(...got.map((m) => m.id));
      }
    };
    await Promise.all(Array.from({ length: 8 }, claimer));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const all = await rows();
    expect(all.every((r) => r.status === 'SENDING' && r.attempts === 1)).toBe(true);
  });
});

describe('markSent, markFailed and releaseClaim', () => {
  it('marks a mail sent', async () => {
    await enqueueMail(tdb.db, mail(1));
    const [m] = await claimDue(tdb.db, 1, 60_000);
    await markSent(tdb.db, m?.id ?? 0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'SENT', locked_until: null, last_error: null, attempts: 1 });
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  it('puts a failed mail back with its error and time of the next attempt', async () => {
    await enqueueMail(tdb.db, mail(1));
    const [m] = await claimDue(tdb.db, 1, 60_000);
    const next = new Date(Date.now() + 5_000);
    await markFailed(tdb.db, m?.id ?? 0, 'ECONNREFUSED', next);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'ECONNREFUSED', locked_until: null });
    expect(Math.abs(new Date(row?.next_attempt_at ?? 0).getTime() - next.getTime())).toBeLessThan(5);
    expect(await claimDue(tdb.db, 1, 60_000)).toEqual([]);
  });

  it('gives up after MAX_ATTEMPTS, or at once without a next attempt', async () => {
    await enqueueMail(tdb.db, mail(1));
    await enqueueMail(tdb.db, mail(2));
    await tdb.db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where('dedupe_key', '=', 'test:1')
      .execute();
    const [tired, fresh] = await claimDue(tdb.db, 2, 60_000);
    expect(tired?.attempts).toBe(MAX_ATTEMPTS);
    await markFailed(tdb.db, tired?.id ?? 0, 'still down', new Date());
    await markFailed(tdb.db, fresh?.id ?? 0, 'refused', null);
    expect((await rows()).map((r) => [r.status, r.last_error])).toEqual([
      ['FAILED', 'still down'],
      ['FAILED', 'refused'],
    ]);
    expect(await claimDue(tdb.db, 10, 0)).toEqual([]);
  });

  it('leaves a mail that is no longer SENDING alone', async () => {
    await enqueueMail(tdb.db, mail(1));
    const [m] = await claimDue(tdb.db, 1, 60_000);
    await markSent(tdb.db, m?.id ?? 0);
    await markFailed(tdb.db, m?.id ?? 0, 'late failure report', new Date());
    await releaseClaim(tdb.db, m?.id ?? 0);
    expect((await rows())[0]).toMatchObject({ status: 'SENT', last_error: null, attempts: 1 });
  });

  it('gives an untried mail back without counting the attempt', async () => {
    await enqueueMail(tdb.db, mail(1));
    const [m] = await claimDue(tdb.db, 1, 60_000);
    await releaseClaim(tdb.db, m?.id ?? 0);
    expect((await rows())[0]).toMatchObject({ status: 'PENDING', attempts: 0, locked_until: null });
    const [again] = await claimDue(tdb.db, 1, 60_000);
    expect(again?.message_id).toBe(m?.message_id);
  });
});
