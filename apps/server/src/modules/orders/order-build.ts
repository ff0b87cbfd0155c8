import { createHash, randomBytes } from 'node:crypto';
import {
  type AddressType,
  addressTypeFor,
  administrativeFeeApplies,
  checkOrder,
  freightWeight,
  invoiceForKind,
  invoiceKindOf,
  invoiceRequired,
  isValidAmount,
  type Language,
  largestSum,
  MAX_MONEY_MINOR,
  normalFreight,
  normalizeInvoiceAddress,
  type OrderRequest,
  premiumFreight,
  priceOrder,
  type RuleLine,
  type Tenant,
  totalWeight,
} from '@shop/contract';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import type { OrderMailEvent } from '../mail/index.ts';
import type { ArticleRow, NewOrder, OrderInputs, ServiceArticles } from './orders.repository.ts';

/**
 * An order checked against the rules and priced (SPEC.md §3, §4, §7) from what findOrderInputs
 * read: the rows placeOrder writes.
 */

/** Guests read their order with a secret of 256 bits, kept hashed. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who is placing or reading an order. */
export interface Caller {
  tenant: Tenant;
  auth: AccessClaims | null;
}

const DELIVERY_DESCRIPTION =
  '[sv]Leverans inom 2–4 arbetsdagar. Beställt före 14:00 skickas samma dag.' +
  '[en]Delivery in 2–4 working days. Ordered before 14:00, shipped the same day.' +
  '[no]Levering innen 2–4 virkedager. Bestilt før 14:00 sendes samme dag.' +
  '[es]Entrega en 2–4 días laborables. Pedidos antes de las 14:00 salen el mismo día.' +
  '[fi]Toimitus 2–4 arkipäivässä. Ennen klo 14 tilatut lähtevät samana päivänä.' +
  '[dk]Levering inden for 2–4 hverdage. Bestilt før kl. 14:00 sendes samme dag.';

/** Delivery costs of SPEC.md §7 ajaxGetDeliveryCost, from the shop's freight articles. */
export function deliveryCosts(tenant: Tenant, services: ServiceArticles, weightGrams: number) {
  return {
    normal: normalFreight(weightGrams, services.normal?.price_minor ?? null),
    normalName: services.normal?.name ?? '',
    normalDescription: DELIVERY_DESCRIPTION,
    premium: premiumFreight(services.premium?.price_minor ?? null, tenant.checkout.premiumDelivery, weightGrams),
    premiumName: services.premium?.name ?? '',
  };
}

/** The weight and pricing view of ordered articles (SPEC.md §3 Article). */
function ruleLine(row: ArticleRow, amount: number): RuleLine {
  return {
    amount,
    article: {
      price: row.price_minor,
      weight: row.weight_grams,
      freeShipping: row.free_shipping,
      payer: row.payer,
    },
  };
}

/** An order ready to write, and the guest's access token to answer with. */
export interface BuiltOrder {
  write: Omit<NewOrder, 'key'>;
  accessToken: string | null;
}

/**
 * Checks an order against the rules and prices it (SPEC.md §3, §4, §7), from what
 * findOrderInputs read: the rows to write, or a ValidationError listing what is wrong.
 */
export function buildOrder(
  caller: Caller,
  request: OrderRequest,
  amounts: ReadonlyMap<string, number>,
  inputs: OrderInputs,
): BuiltOrder {
  const { tenant, auth } = caller;
  const guest = auth === null;
  const { services, customer } = inputs;
  const byNumber = new Map(inputs.articles.map((r) => [r.article_number, r]));
  const errors: { field: string; message: string }[] = [];
  request.articles.forEach((a, i) => {
    const row = byNumber.get(a.articleNumber);
    if (row?.freight !== 'NONE' || row.administrative_fee)
      errors.push({ field: `articles.${i}.articleNumber`, message: 'unknown_article' });
    else if (!isValidAmount(amounts.get(a.articleNumber) ?? 0))
      errors.push({ field: `articles.${i}.amount`, message: 'too_big' });
  });
  if (errors.length > 0) throw new ValidationError(errors);

  const goods = [...amounts].map(([number, amount]) => {
    const row = byNumber.get(number) as ArticleRow;
    return { row, amount, line: ruleLine(row, amount) };
  });
  const lines = goods.map((g) => g.line);

  if (!guest && !customer) throw new OperationError(403, 'forbidden');
  const privateCustomer = guest ? request.privateCustomer : customer?.customer_type === 'PRIVATE';
  // Consumers pay in advance and are contacted about payment (SPEC.md §1): no invoice, no fee.
  const needsInvoice =
    !privateCustomer &&
    invoiceRequired(
      goods.map((g) => g.row.payer),
      customer?.payer ?? 'CUSTOMER',
    );
  const addressType: AddressType = guest
    ? 'DELIVERY'
    : addressTypeFor({ publicTenant: tenant.publicTenant, itemCount: goods.length, weightGrams: totalWeight(lines) });
  const forms = tenant.adminOrderFormType === 'STANDARD' && goods.some((g) => g.row.number_of_forms > 0);
  const checked = checkOrder(request, {
    addressType,
    invoiceRequired: needsInvoice,
    guest,
    privateCustomer,
    installationCountry: tenant.installationCountry,
    invoiceTypeChoice: tenant.checkout.invoiceTypeChoice,
    forms,
  });
  if (checked.length > 0) throw new ValidationError(checked);

  const costs = deliveryCosts(tenant, services, freightWeight(lines));
  const invoiceType = invoiceKindOf({
    invoiceTypeChoice: tenant.checkout.invoiceTypeChoice,
    eInvoiceQuestion: tenant.checkout.eInvoiceQuestion,
    requested: request.invoiceType,
    pdfInvoiceEmail: request.invoiceAddress?.emailInvoiceAddress,
  });
  // The order keeps what its invoice kind uses, and exactly that kind (SPEC.md §4).
  const invoice =
    needsInvoice && request.invoiceAddress
      ? invoiceForKind(normalizeInvoiceAddress(request.invoiceAddress, tenant.installationCountry), invoiceType)
      : null;
  const feeApplies =
    services.fee !== null &&
    invoiceType === 'PAPER' &&
    administrativeFeeApplies({
      invoiceRequired: needsInvoice,
      waived: tenant.checkout.waiveAdministrativeFee,
      wantsFee: request.hasAdministrativeFee,
      eInvoiceAddress: invoice?.electronicInvoiceSystemAddress,
      pdfInvoiceEmail: invoice?.emailInvoiceAddress,
    });
  const pricing = priceOrder({
    lines,
    normalFreight: costs.normal,
    premiumFreight: costs.premium,
    premiumSelected: request.premiumSelected,
    administrativeFee: feeApplies ? (services.fee?.price_minor ?? 0) : 0,
    vatPercent: tenant.vat,
    privateCustomer: privateCustomer === true,
  });
  const { premium, shipping, administrativeFee: fee, totals } = pricing;
  // Every sum the order stores must fit its column: else a 422, not a database error.
  if (largestSum(pricing) > MAX_MONEY_MINOR)
    throw new ValidationError([{ field: 'articles', message: 'order_too_large' }]);

  const language: Language = tenant.forcedLanguage ?? request.language ?? tenant.defaultLanguage;
  const accessToken = guest ? newAccessToken() : null;
  const delivery = addressType === 'DELIVERY' ? (request.deliveryAddress ?? null) : null;
  const postal = guest ? null : addressType === 'POSTAL' ? (request.postalAddress ?? null) : null;
  const formData = forms
    ? {
        printContactInformation: request.printContactInformation ?? false,
        bankAccountNumber: request.bankAccountNumber,
        formMessage: request.formMessage,
        referenceNumberType: request.referenceNumberType ?? 1,
        referenceNumberFixed: request.referenceNumberFixed,
        referenceNumberStart: request.referenceNumberStart,
        referenceNumberInterval: request.referenceNumberInterval ?? null,
        referenceNumberInternational: request.referenceNumberInternational,
      }
    : null;

  const items: NewOrder['items'] = goods.map(({ row, amount }, i) => ({
    article_id: row.id,
    article_number: row.article_number,
    container_id: row.container_id,
    name: row.product_name,
    description: row.name,
    image: row.image,
    amount,
    price_minor: pricing.linePrices[i] ?? 0,
    quantity: row.quantity,
    payer: row.payer,
    alternative_price: row.alternative_price,
  }));
  const freightRow = premium ? services.premium : shipping > 0 ? services.normal : null;
  if (freightRow) {
    const steps = freightRow.price_minor === 0 ? 1 : Math.max(1, Math.round(shipping / freightRow.price_minor));
    items.push(serviceItem(freightRow, steps, shipping));
  }
  if (fee > 0 && services.fee) items.push(serviceItem(services.fee, 1, fee));

  // The confirmation goes to the order's contact (the address it is sent to), else the customer's
  // e-mail; the shop's copies go to its copy recipients.
  const contact = addressType === 'POSTAL' ? postal : delivery;
  const recipient = contact?.contactNotificationInformation ?? customer?.email ?? null;
  const mails: OrderMailEvent[] = [
    ...(recipient ? [{ kind: 'ORDER_CONFIRMATION' as const, to: recipient }] : []),
    ...inputs.copies.map((to) => ({ kind: 'ORDER_CONFIRMATION_COPY' as const, to })),
  ];

  return {
    accessToken,
    write: {
      order: {
        tenant_id: tenant.id,
        customer_id: customer?.id ?? null,
        guest_access_token_hash: accessToken ? hashToken(accessToken) : null,
        order_date: new Date(),
        currency: tenant.currency,
        vat_basis_points: Math.round(tenant.vat * 100),
        total_net_minor: totals.net,
        total_vat_minor: totals.vat,
        total_gross_minor: totals.gross,
        shipping_minor: shipping,
        administrative_fee_minor: fee,
        delivery_address: delivery,
        postal_address: postal,
        invoice_address: invoice ? { ...invoice, invoiceType } : null,
        message: tenant.checkout.orderMessage ? request.message : null,
        premium_selected: premium,
        allow_newsletter: request.allowNewsletter,
        form_data: formData,
        language,
        address_type: addressType,
        private_customer: privateCustomer === true,
      },
      items,
      mails,
      newsletterCustomerId: customer && request.allowNewsletter && !customer.allow_newsletter ? customer.id : null,
    },
  };
}

function serviceItem(
  row: NonNullable<ServiceArticles['normal']>,
  amount: number,
  price: number,
): NewOrder['items'][number] {
  return {
    article_id: row.id,
    article_number: row.article_number,
    container_id: null,
    name: row.name,
    description: '',
    image: null,
    amount,
    price_minor: price,
    quantity: row.quantity,
    payer: row.payer,
    alternative_price: null,
    freight: row.freight,
    administrative_fee: row.administrative_fee,
  };
}
