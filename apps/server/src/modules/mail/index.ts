export {
  STORE_REJECTED_TEXTS,
  type StoreRejectedTexts,
  WELCOME_TEXTS,
  type WelcomeTexts,
} from './account-mail-texts.ts';
export { type ConfirmationInput, type RenderedMail, renderOrderConfirmation } from './confirmation.ts';
export {
  assertHeaderSafe,
  claimDue,
  enqueueMail,
  enqueueOrderEvent,
  MAX_ATTEMPTS,
  MailRefusedError,
  markFailed,
  markSent,
  type NewMail,
  type OrderMailEvent,
  type OrderMailKind,
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
export {
  CONFIRMATION_TEXTS,
  type ConfirmationTexts,
  RESET_TEXTS,
  type ResetTexts,
  STORE_ACCOUNT_REQUEST_TEXTS,
} from './mail-texts.ts';
export { type ResetMailInput, renderResetMail } from './templates/password-reset.ts';
export { renderStoreAccountRequestMail, type StoreAccountRequestInput } from './templates/store-account-request.ts';
export { renderStoreRejectedMail, type StoreRejectedInput } from './templates/store-rejected.ts';
export { renderWelcomeMail, type WelcomeMailInput } from './templates/store-welcome.ts';
