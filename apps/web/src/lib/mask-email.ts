/**
 * Masks an e-mail address for display: the characters from the 4th up to the '@' become
 * stars (SPEC.md §8). Already masked input stays the same.
 */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 3) return email;
  return email.slice(0, 3) + '*'.repeat(at - 3) + email.slice(at);
}
