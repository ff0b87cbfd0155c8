import { derivedKey, seal, unseal } from '../auth/tokens.ts';

/**
 * The bodies of a mail that carries a secret (a password-reset link), sealed for the outbox:
 * AES-256-GCM, as refresh tokens are sealed (auth/tokens.ts), under a key derived from the server
 * secret with a label of its own, behind a fresh random nonce. Whoever reads the table without
 * the server secret learns nothing of the link.
 */
export interface MailBodies {
  text: string;
  html: string | null;
}

const LABEL = 'sealwise-shop mail body v1';

export function sealBodies(bodies: MailBodies, secret: Uint8Array): string {
  const plain = Buffer.from(JSON.stringify({ text: bodies.text, html: bodies.html }), 'utf8');
  return seal(derivedKey(secret, LABEL), plain).toString('base64url');
}

/** The bodies sealed by sealBodies under this secret; null when they cannot be opened. */
export function openBodies(sealed: string, secret: Uint8Array): MailBodies | null {
  const plain = unseal(derivedKey(secret, LABEL), Buffer.from(sealed, 'base64url'));
  if (!plain) return null;
  try {
    const parsed = JSON.parse(plain.toString('utf8')) as { text?: unknown; html?: unknown };
    if (typeof parsed.text !== 'string') return null;
    return { text: parsed.text, html: typeof parsed.html === 'string' ? parsed.html : null };
  } catch {
    return null;
  }
}

/** What a removed link reads as in the outbox. */
export const LINK_REMOVED = '[link removed after sending]';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `body` without the secrets: each link containing one (and any bare occurrence) replaced. */
export function redact(body: string, secrets: readonly string[]): string {
  let out = body;
  for (const secret of secrets) {
    if (!secret) continue;
    const s = escapeRegExp(secret);
    out = out.replace(new RegExp(`https?://[^\\s"'<>]*${s}[^\\s"'<>]*`, 'g'), LINK_REMOVED);
    out = out.replace(new RegExp(s, 'g'), LINK_REMOVED);
  }
  return out;
}
