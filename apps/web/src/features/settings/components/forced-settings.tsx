/**
 * Stub: the settings modal forced on a signed-in customer with a temporary password or no
 * e-mail (SPEC.md §2); loaded only for signed-in customers (app/layout/app-shell.tsx).
 */
export default function ForcedSettings() {
  return null;
}
