import { hasConsent } from '../lib/consent-cookie.ts';
import { useConsentStore } from './consent-store.ts';

/** Whether the shopper accepted all cookies (e-commerce tracking and third-party scripts need it). */
export function useConsent(): boolean {
  return useConsentStore((s) => hasConsent(s.choice));
}
