/** Stub: the account settings tab (e-mail, password, newsletter, customer type). */
export default function SettingsTab() {
  return <div data-testid="account-settings" />;
}
