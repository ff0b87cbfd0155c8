/** Stub: the account information tab (delivery, postal and invoice addresses). */
export default function InformationTab() {
  return <div data-testid="account-information" />;
}
