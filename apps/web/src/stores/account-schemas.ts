/**
 * The answers' schemas of the account calls the shop's start-up code makes (account-type.ts),
 * loaded when one is made: a guest's page never needs them, and with them the start-up module
 * would carry and evaluate zod (about a fifth of its bytes; docs/decisions/017).
 */
export { CustomerSchema, StatusOkAnswerSchema } from '@shop/contract';
