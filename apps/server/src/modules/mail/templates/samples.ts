import { type Order, type OrderItem, OrderSchema } from '@shop/contract';

/**
 * Sample data for the mail tests and the mail preview (`npm run preview:mail`); no server code
 * reads it.
 */

/** An order line of goods: 3 packs of 100 security bags, overridable field by field. */
export function sampleItem(over: Partial<OrderItem> = {}): OrderItem {
  return {
    articleNumber: 'SW4-1001',
    amount: 3,
    price: 44_700,
    quantity: 100,
    name: '[sv]Säkerhetspåse A4[en]Security bag A4[fi]Turvapussi A4',
    description: '',
    image: null,
    containerId: 1,
    payer: 'CUSTOMER',
    alternativePrice: null,
    freight: 'NONE',
    administrativeFee: false,
    ...over,
  };
}

/** A freight line (shipping as an order line, which the mail shows as shipping, not as an item). */
export function sampleFreight(price: number): OrderItem {
  return sampleItem({
    articleNumber: 'SW4-9001',
    name: '[sv]Frakt[en]Freight',
    freight: 'NORMAL',
    price,
    amount: 1,
    quantity: 1,
  });
}

/**
 * An order of SEK 738.75 (one line of goods, freight, 25 % VAT) to a delivery and an invoice
 * address, placed 5 March 2026; any field can be given instead.
 */
export function sampleOrder(over: Partial<Order> = {}): Order {
  const order = OrderSchema.parse({
    orderNumber: 100123,
    orderDate: '2026-03-05T09:12:00.000Z',
    totalPrice: 73_875,
    totals: { net: 59_100, vat: 14_775, gross: 73_875 },
    shipping: 14_900,
    administrativeFee: 0,
    currency: 'SEK',
    vatPercent: 25,
    premiumSelected: false,
    addressType: 'DELIVERY',
    orderItems: [sampleItem(), sampleFreight(14_900)],
    canceled: false,
    printed: false,
    invoiced: false,
    parcelNumber: null,
    deliveryAddress: {
      recipient: 'Acme Logistik AB',
      streetName: 'Storgatan',
      streetNumber: '12',
      streetLetter: 'B',
      zipCode: '111 21',
      city: 'Stockholm',
      country: 'Sverige',
      contactPerson: 'Anna Andersson',
      contactPhoneNumber: '+46 70 123 45 67',
      contactNotificationInformation: 'anna@example.com',
    },
    postalAddress: null,
    invoiceAddress: {
      recipient: 'Acme Logistik AB',
      streetName: 'Box 55',
      zipCode: '111 22',
      city: 'Stockholm',
      country: 'Sverige',
      invoiceReference: 'PO-4471 / Anna',
      organisationNumber: '556000-1234',
    },
    message: null,
    email: 'anna@example.com',
    privateCustomer: false,
    payment: null,
    ...over,
  });
  // Unless given, paid as its invoice address says (an e-invoice address: an e-invoice).
  if (over.payment === undefined && !order.privateCustomer && order.invoiceAddress) {
    const invoice = order.invoiceAddress;
    order.payment = invoice.electronicInvoiceSystemAddress
      ? 'E-INVOICE'
      : invoice.emailInvoiceAddress
        ? 'PDF'
        : 'PAPER';
  }
  if (over.payment === undefined && order.privateCustomer) order.payment = 'ADVANCE';
  return order;
}

/** What a reader sees of a mail's HTML: tags dropped, the entities of the mails decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
