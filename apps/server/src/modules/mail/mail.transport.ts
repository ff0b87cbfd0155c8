import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { assertHeaderSafe, MailRefusedError } from './mail.repository.ts';

/** A message as the worker hands it to a transport. */
export interface OutgoingMail {
  /** Outbox id; names the .eml file, so a resend overwrites rather than duplicates. */
  id: number;
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Stable Message-ID (`<outbox-<id>.<tenant>@<domain>>`), the same on every attempt. */
  messageId: string;
}

export interface MailTransport {
  /** 'smtp' (SMTP_URL set) or 'file' (.eml files under <data dir>/mail). */
  readonly kind: 'smtp' | 'file';
  /**
   * Sends one message. Throws MailRefusedError for header fields with line breaks (nothing is
   * sent), and the transport's error when sending fails. `signal` aborts an SMTP send.
   */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
  /** Closes connections; sending afterwards is not supported. */
  close(): void;
}

const LINE_BREAK = /[\r\n\0]/;

/** Every header value of a message must be one line; the recipient one plain address. */
export function assertMailHeaders(mail: OutgoingMail): void {
  assertHeaderSafe(mail);
  for (const [field, value] of [
    ['from name', mail.from.name],
    ['from address', mail.from.address],
    ['message id', mail.messageId],
  ] as const) {
    if (LINE_BREAK.test(value)) throw new MailRefusedError(`${field} contains a line break`);
  }
  if (!/^<[^<>\s]+@[^<>\s]+>$/.test(mail.messageId)) throw new MailRefusedError('malformed message id');
}

function messageOptions(mail: OutgoingMail) {
  return {
    from: { name: mail.from.name, address: mail.from.address },
    replyTo: mail.from.address,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === null ? {} : { html: mail.html }),
    messageId: mail.messageId,
    date: new Date(),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/** Timeouts of one SMTP send, well below the worker's lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    ...SMTP_TIMEOUTS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: 'smtp',
    async send(mail, signal) {
      assertMailHeaders(mail);
      await transporter.sendMail({ ...messageOptions(mail), ...(signal ? { signal } : {}) });
    },
    close() {
      transporter.close();
    },
  };
}

function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: 'file',
    async send(mail) {
      assertMailHeaders(mail);
      const info = await composer.sendMail(messageOptions(mail));
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error('the message was not composed into a buffer');
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `outbox-${mail.id}.eml`);
      // Written beside and renamed: a reader never sees half a file, a resend replaces it.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, message, { mode: 0o640 });
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    close() {
      composer.close();
    },
  };
}

/** Where the file transport writes: `<data dir>/mail`. */
export function mailDirectory(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'mail');
}

/**
 * The mail transport of the configuration: SMTP through nodemailer when SMTP_URL is set,
 * otherwise one .eml file per outbox mail under `<data dir>/mail/`.
 */
export function createTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(mailDirectory(config));
}

/** An error as it may be stored and logged: credentials of the SMTP URL blanked out, one line, bounded. */
export function describeError(err: unknown, smtpUrl: string | null = null): string {
  let message: string;
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    // A refused connection to a name with several addresses is an AggregateError without a message.
    const text =
      err.message ||
      (err instanceof AggregateError
        ? err.errors.map((e: unknown) => (e instanceof Error ? e.message : String(e))).join('; ')
        : '');
    message = typeof code === 'string' && !text.includes(code) ? `${code}${text ? `: ${text}` : ''}` : text;
  } else {
    message = String(err);
  }
  const secrets = new Set<string>();
  if (smtpUrl) {
    try {
      const url = new URL(smtpUrl);
      for (const part of [url.password, url.username]) {
        if (part.length >= 3) {
          secrets.add(part);
          secrets.add(decodeURIComponent(part));
        }
      }
    } catch {
      // Not a URL nodemailer could use either; nothing to hide.
    }
  }
  for (const secret of secrets) message = message.split(secret).join('***');
  message = message.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1***@');
  return message.replace(/\s+/g, ' ').trim().slice(0, 1000) || 'unknown error';
}
