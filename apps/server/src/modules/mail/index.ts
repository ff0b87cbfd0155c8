export { type ConfirmationInput, escapeHtml, type RenderedMail, renderOrderConfirmation } from './confirmation.ts';
export {
  assertHeaderSafe,
  claimDue,
  enqueueMail,
  MAX_ATTEMPTS,
  MailRefusedError,
  markFailed,
  markSent,
  type NewMail,
  type OutboxMail,
  orderMailKey,
  releaseClaim,
} from './mail.repository.ts';
export {
  createTransport,
  describeError,
  type MailTransport,
  mailDirectory,
  type OutgoingMail,
} from './mail.transport.ts';
export {
  defaultBackoff,
  type MailLogger,
  type MailWorker,
  type MailWorkerOptions,
  startMailWorker,
} from './mail.worker.ts';
export { CONFIRMATION_TEXTS, type ConfirmationTexts } from './mail-texts.ts';
