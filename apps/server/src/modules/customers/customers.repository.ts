import type { Customer } from '@shop/contract';
import type { Db } from '../../db/connect.ts';

/** A customer of a shop with its user's e-mail and its addresses, as the API shows it. */
export async function findCustomerView(
  db: Db,
  tenantId: number,
  customerId: number,
  userId: number,
): Promise<Customer | null> {
  const [customer, user, addresses] = await Promise.all([
    db
      .selectFrom('customers')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', customerId)
      .executeTakeFirst(),
    db
      .selectFrom('users')
      .select(['email', 'temporary_password'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('addresses')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('customer_id', '=', customerId)
      .execute(),
  ]);
  if (!customer) return null;
  const of = (type: 'DELIVERY' | 'POSTAL' | 'INVOICE') => addresses.find((a) => a.address_type === type) ?? null;
  const plain = (a: ReturnType<typeof of>) =>
    a && {
      recipient: a.recipient,
      streetName: a.street_name,
      streetNumber: a.street_number,
      streetLetter: a.street_letter,
      zipCode: a.zip_code,
      city: a.city,
      country: a.country,
    };
  const invoice = of('INVOICE');
  return {
    customerNumber: customer.customer_number,
    customerType: customer.customer_type,
    privateCustomerType: customer.customer_type === 'PRIVATE',
    companyName: customer.company_name,
    name: customer.name,
    corporateIdentityNumber: customer.corporate_identity_number,
    email: user?.email ?? null,
    temporaryPassword: user?.temporary_password ?? false,
    allowNewsletter: customer.allow_newsletter,
    payer: customer.payer,
    defaultArticleGroup: customer.default_article_group_id,
    deliveryAddress: plain(of('DELIVERY')),
    postalAddress: plain(of('POSTAL')),
    invoiceAddress: invoice && {
      ...(plain(invoice) as NonNullable<ReturnType<typeof plain>>),
      invoiceReference: invoice.invoice_reference,
      emailInvoiceAddress: invoice.email_invoice_address,
      organisationNumber: invoice.organisation_number,
      gln: invoice.gln,
      electronicInvoiceSystemAddress: invoice.electronic_invoice_system_address,
      electronicOperator: invoice.electronic_operator,
    },
  };
}

/** Sets a customer's type; whether the customer exists in this shop. */
export async function updateCustomerType(
  db: Db,
  tenantId: number,
  customerId: number,
  customerType: 'BUSINESS' | 'PRIVATE',
): Promise<boolean> {
  const result = await db
    .updateTable('customers')
    .set({ customer_type: customerType })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
