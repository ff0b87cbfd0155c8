/** A `tel:` link for a phone number as people write it ('+46 8 123 45 67' → 'tel:+4681234567'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
