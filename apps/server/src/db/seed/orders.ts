import { sumMinor, vatOf } from '@shop/contract';
import type { Db } from '../connect.ts';
import { type AccountPlan, type AddressPlan, customerNumber } from './accounts.ts';
import type { SeededArticle } from './catalog-insert.ts';
import { SERVICE_PRICES } from './catalog-plan.ts';
import { idsInOrder, inChunks } from './insert.ts';
import { PEOPLE } from './people.ts';
import type { TenantDef } from './tenants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface OrderState {
  daysAgo: number;
  canceled?: boolean;
  printed?: boolean;
  invoiced?: boolean;
  /** Shipped with a parcel number (and so printed: the order state machine's rule). */
  shipped?: boolean;
  premium?: boolean;
  message?: boolean;
}

/** The business customer's order history: one of each state, oldest first. */
const BUSINESS_ORDERS: readonly OrderState[] = [
  { daysAgo: 130, printed: true, invoiced: true, shipped: true, premium: true },
  { daysAgo: 70, canceled: true },
  { daysAgo: 45, printed: true, invoiced: true, shipped: true, message: true },
  { daysAgo: 21, invoiced: true },
  { daysAgo: 9, printed: true },
  { daysAgo: 2 },
];
const PRIVATE_ORDERS: readonly OrderState[] = [{ daysAgo: 35, printed: true, invoiced: true, shipped: true }];

/** The address of an order, as the order stores it (camelCase, with the contact person). */
function orderAddress(a: AddressPlan | undefined, contact: { person: string; phone: string; email: string } | null) {
  if (!a) return null;
  const out: Record<string, string | null> = {
    recipient: a.recipient,
    streetName: a.street_name,
    streetNumber: a.street_number || null,
    streetLetter: a.street_letter,
    zipCode: a.zip_code,
    city: a.city,
    country: a.country,
  };
  if (contact) {
    out.contactPerson = contact.person;
    out.contactPhoneNumber = contact.phone;
    out.contactNotificationInformation = contact.email;
  }
  if (a.address_type === 'INVOICE') {
    out.invoiceReference = a.invoice_reference;
    out.emailInvoiceAddress = a.email_invoice_address;
    out.organisationNumber = a.organisation_number;
    out.gln = a.gln;
    out.electronicInvoiceSystemAddress = a.electronic_invoice_system_address;
    out.electronicOperator = a.electronic_operator;
  }
  return out;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

function parcelNumber(tenantId: number, n: number): string {
  return tenantId === 5
    ? `JJFI6400${String(tenantId * 1000 + n).padStart(8, '0')}`
    : `00373500${tenantId}${String(n).padStart(9, '0')}`;
}

/** Inserts the earlier orders of the business and private demo customers of every shop. */
export async function insertOrders(
  db: Db,
  tenants: readonly TenantDef[],
  accounts: AccountPlan,
  customerIds: ReadonlyMap<string, number>,
  articles: ReadonlyMap<number, SeededArticle[]>,
  now = Date.now(),
): Promise<number> {
  type Row = {
    order: {
      tenant_id: number;
      customer_id: number;
      guest_access_token_hash: null;
      order_date: Date;
      currency: string;
      vat_basis_points: number;
      total_net_minor: number;
      total_vat_minor: number;
      total_gross_minor: number;
      shipping_minor: number;
      administrative_fee_minor: number;
      canceled: boolean;
      printed: boolean;
      invoiced: boolean;
      shipped: boolean;
      parcel_number: string | null;
      delivery_address: string | null;
      postal_address: string | null;
      invoice_address: string | null;
      message: string | null;
      premium_selected: boolean;
      allow_newsletter: boolean;
      form_data: null;
    };
    items: { article: SeededArticle; amount: number }[];
  };
  const rows: Row[] = [];
  let serial = 0;
  for (const tenant of tenants) {
    const people = PEOPLE[tenant.id];
    const eligible = (articles.get(tenant.id) ?? []).filter(
      (a) =>
        a.freight === 'NONE' &&
        !a.administrative_fee &&
        a.payer !== 'TENANT' &&
        a.alternative_price === null &&
        a.price_minor > 0,
    );
    if (!people || eligible.length < 8) throw new Error(`too few articles for the demo orders of tenant ${tenant.id}`);
    const prices = SERVICE_PRICES[tenant.currency];
    const plans: { first: number; states: readonly OrderState[] }[] = [
      { first: 1, states: BUSINESS_ORDERS },
      { first: 3, states: PRIVATE_ORDERS },
    ];
    for (const { first, states } of plans) {
      const number = customerNumber(first, tenant.id);
      const customer = accounts.customers.find((c) => c.tenantId === tenant.id && c.customer_number === number);
      const customerId = customerIds.get(`${tenant.id}:${number}`);
      if (!customer || customerId === undefined) throw new Error(`demo customer ${number} missing`);
      const byType = (type: AddressPlan['address_type']) => customer.addresses.find((a) => a.address_type === type);
      const email = accounts.users.find((u) => u.tenantId === tenant.id && u.customerNumber === number)?.email ?? '';
      const contact = { person: customer.name ?? people.contactPerson, phone: people.phone, email };
      states.forEach((state, o) => {
        serial++;
        const count = 2 + ((o + first) % 3);
        const items: Row['items'] = [];
        for (let k = 0; items.length < count; k++) {
          const article = eligible[(serial * 7 + k * 11 + tenant.id) % eligible.length];
          if (article && !items.some((it) => it.article.id === article.id))
            items.push({ article, amount: 1 + ((o + k) % 4) });
        }
        const goods = sumMinor(items.map((it) => it.article.price_minor * it.amount));
        const allFree = items.every((it) => it.article.free_shipping);
        // The Finnish shop offers no premium delivery.
        const premium = Boolean(state.premium) && tenant.id !== 5;
        const shipping = allFree ? 0 : premium ? prices.premium : prices.normal;
        const net = goods + shipping;
        const vat = vatOf(net, tenant.vatBasisPoints / 100);
        const date = new Date(now - state.daysAgo * DAY_MS);
        date.setUTCHours(7 + (serial % 8), (serial * 13) % 60, 0, 0);
        rows.push({
          order: {
            tenant_id: tenant.id,
            customer_id: customerId,
            guest_access_token_hash: null,
            order_date: date,
            currency: tenant.currency,
            vat_basis_points: tenant.vatBasisPoints,
            total_net_minor: net,
            total_vat_minor: vat,
            total_gross_minor: net + vat,
            shipping_minor: shipping,
            administrative_fee_minor: 0,
            canceled: Boolean(state.canceled),
            printed: Boolean(state.printed),
            invoiced: Boolean(state.invoiced),
            // The order printed and not yet shipped waits for its parcel number in the back office.
            shipped: Boolean(state.shipped),
            parcel_number: state.shipped ? parcelNumber(tenant.id, serial) : null,
            delivery_address: json(orderAddress(byType('DELIVERY'), contact)),
            postal_address: json(orderAddress(byType('POSTAL'), contact)),
            invoice_address: json(orderAddress(byType('INVOICE'), null)),
            message: state.message ? people.message : null,
            premium_selected: premium,
            allow_newsletter: customer.allow_newsletter,
            form_data: null,
          },
          items,
        });
      });
    }
  }
  // Oldest first, so order numbers grow with the order date.
  rows.sort((a, b) => a.order.order_date.getTime() - b.order.order_date.getTime());
  const orderRows = rows.map((r) => r.order);
  const back = await db
    .insertInto('orders')
    .values(orderRows)
    .returning(['id', 'tenant_id', 'customer_id', 'total_net_minor'])
    .execute();
  const ids = idsInOrder(
    'orders',
    orderRows,
    back,
    (r, b) => r.tenant_id === b.tenant_id && r.customer_id === b.customer_id && r.total_net_minor === b.total_net_minor,
  );
  const itemRows = rows.flatMap((r, i) =>
    r.items.map(({ article, amount }) => ({
      tenant_id: r.order.tenant_id,
      order_id: ids[i] ?? 0,
      article_id: article.id,
      article_number: article.article_number,
      container_id: article.containerId,
      name: article.name,
      description: article.productDescription,
      image: article.image,
      amount,
      price_minor: article.price_minor,
      quantity: article.quantity,
      payer: article.payer,
      alternative_price: article.alternative_price,
    })),
  );
  await inChunks(itemRows, 500, (chunk) => db.insertInto('order_items').values(chunk).execute());
  return orderRows.length;
}
