/** The order confirmation's API for other features (the checkout). */
export { markRedirectedToSummary } from './lib/redirect-flag.ts';
