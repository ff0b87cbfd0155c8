/**
 * The accounts module's mails (password reset, store-account request). Their templates live
 * with the other mails in mail/templates/, their texts in mail/mail-texts.ts.
 */
export { renderResetMail, renderStoreAccountRequestMail } from '../mail/index.ts';
