import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MailRefusedError } from './mail.repository.ts';
import { TestSmtp } from './mail.test-support.ts';
import { createTransport, describeError, type OutgoingMail } from './mail.transport.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-mail-transport-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const message = (over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  id: 41,
  from: { name: 'Sealwise Nordic', address: 'kundservice@sealwise.example' },
  to: 'anna@example.com',
  subject: 'Orderbekräftelse 100123 – Sealwise Nordic',
  text: 'Hej Anna!\nTack för din beställning.',
  html: '<p>Hej Anna!</p>',
  messageId: '<outbox-41.4@sealwise.example>',
  ...over,
});

describe('the file transport (no SMTP_URL)', () => {
  const transport = createTransport({ smtpUrl: null, dataDir: dir });
  afterAll(() => transport.close());

  it('writes each message as an .eml file named by its outbox id', async () => {
    expect(transport.kind).toBe('file');
    await transport.send(message());
    const file = path.join(dir, 'mail', 'outbox-41.eml');
    const eml = readFileSync(file, 'utf8');
    expect(eml).toMatch(/^Message-ID: <outbox-41\.4@sealwise\.example>$/m);
    expect(eml).toMatch(/^To: anna@example\.com$/m);
    expect(eml).toMatch(/^From: Sealwise Nordic <kundservice@sealwise\.example>$/m);
    expect(eml).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain('text/html');
  });

  it('overwrites the file on a resend instead of adding one', async () => {
    await transport.send(message({ text: 'second attempt' }));
    const files = readdirSync(path.join(dir, 'mail'));
    expect(files).toEqual(['outbox-41.eml']);
    expect(readFileSync(path.join(dir, 'mail', 'outbox-41.eml'), 'utf8')).toContain('second attempt');
  });

  it('refuses header fields with CR or LF and writes nothing', async () => {
    for (const bad of [
      { to: 'anna@example.com\r\nBcc: eve@example.com' },
      { to: 'anna@example.com\nBcc: eve@example.com' },
      { subject: 'Order\r\nBcc: eve@example.com' },
      { subject: 'Order\rX-Evil: 1' },
      { from: { name: 'Shop\nBcc: eve@example.com', address: 'kundservice@sealwise.example' } },
      { to: 'anna@example.com,eve@example.com' },
    ]) {
      await expect(transport.send(message({ id: 42, ...bad }))).rejects.toBeInstanceOf(MailRefusedError);
    }
    expect(readdirSync(path.join(dir, 'mail'))).toEqual(['outbox-41.eml']);
  });
});

describe('the SMTP transport (SMTP_URL set)', () => {
  const smtp = new TestSmtp();
  beforeAll(() => smtp.start());
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(() => smtp.stop());

  it('delivers the message with its Message-ID to the one recipient', async () => {
    const transport = createTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, dataDir: dir });
    expect(transport.kind).toBe('smtp');
    await transport.send(message());
    transport.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      messageId: '<outbox-41.4@sealwise.example>',
      from: 'kundservice@sealwise.example',
      to: ['anna@example.com'],
    });
  });

  it('authenticates with the credentials of the URL', async () => {
    const transport = createTransport({ smtpUrl: `smtp://shop:s3cret@127.0.0.1:${smtp.port}`, dataDir: dir });
    await transport.send(message());
    transport.close();
    expect(smtp.received).toHaveLength(1);
  });

  it('refuses an injected header before talking to the server', async () => {
    const transport = createTransport({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, dataDir: dir });
    await expect(transport.send(message({ subject: 'x\r\nBcc: eve@example.com' }))).rejects.toBeInstanceOf(
      MailRefusedError,
    );
    await expect(transport.send(message({ to: 'eve@example.com\n' }))).rejects.toBeInstanceOf(MailRefusedError);
    transport.close();
    expect(smtp.received).toHaveLength(0);
  });
});

describe('describeError', () => {
  it('keeps the error and hides the SMTP credentials', () => {
    const url = 'smtp://mailer:Top%2Fsecret-9@smtp.example.com:587';
    const err = Object.assign(
      new Error('Invalid login for mailer with Top/secret-9 at smtp://mailer:x@smtp.example.com'),
      {
        code: 'EAUTH',
      },
    );
    const text = describeError(err, url);
    expect(text).toContain('EAUTH');
    expect(text).not.toContain('Top/secret-9');
    expect(text).not.toContain('mailer:x@');
    expect(describeError('plain\nfailure')).toBe('plain failure');
    const refused = Object.assign(new AggregateError([new Error('connect ECONNREFUSED ::1:25')], ''), {
      code: 'ECONNREFUSED',
    });
    expect(describeError(refused)).toBe('connect ECONNREFUSED ::1:25');
  });
});
