import { LANGUAGES, type Language } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { outboxDbForFile, outboxRows } from '../../test/mail.ts';
import { enqueueOrderEvent } from './mail.repository.ts';
import { asRendered, demoTenant } from './mail.test-support.ts';
import { queueShippedMail } from './order-shipped.ts';
import { SHIPPED_TEXTS } from './shipped-texts.ts';
import { fill, HTML_LANG } from './templates/layout.ts';
import { renderShippedMail } from './templates/order-shipped.ts';
import { sampleOrder, visibleText } from './templates/samples.ts';

/**
 * The shipped mail: what it says in each language (order number, parcel number, the tracking
 * link where the shop has a tracking page), and how it is queued: one event per order and
 * recipient, to the order's contact e-mail, in the order's language; none without an e-mail.
 */

const PARCEL = '00373500412345';
/** Tenant 4's tracking page (the demo value) with the parcel number. */
const POSTNORD = `https://tracking.postnord.com/se/?id=${PARCEL}`;

describe('renderShippedMail', () => {
  it('says the order number, the parcel number and the tracking link in every language, text and HTML', async () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES as readonly Language[]) {
      const t = SHIPPED_TEXTS[language];
      const order = sampleOrder({ orderNumber: 200_123, parcelNumber: PARCEL });
      const mail = await renderShippedMail({ tenant: demoTenant(4), language, order });
      expect(mail.subject).toBe(fill(t.subject, { number: 200_123, shop: demoTenant(4).name }));
      subjects.add(mail.subject);
      // The text part: greeting with the contact person, the facts, the link written out.
      expect(mail.text).toContain(fill(t.greeting, { name: 'Anna Andersson' }));
      expect(mail.text).toContain(`${t.orderNumber}: 200123`);
      expect(mail.text).toContain(`${t.parcelNumber}: ${PARCEL}`);
      expect(mail.text).toContain(`${t.trackIntro}\n${POSTNORD}`);
      expect(mail.text).not.toContain(t.noTracking);
      // The HTML part: in the language, the same facts, the link with its text.
      expect(mail.html).toMatch(new RegExp(`<html [^>]*lang="${HTML_LANG[language]}"`));
      const visible = visibleText(mail.html);
      expect(visible).toContain(t.intro);
      expect(visible).toContain(PARCEL);
      expect(visible).toContain('200123');
      expect(mail.html).toMatch(
        new RegExp(`<a [^>]*href="${POSTNORD.replace(/[.?]/g, '\\$&')}"[^>]*>${t.trackLink}</a>`),
      );
    }
    // Six languages, six different subjects: no language falls back to another's text.
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it('names the parcel number without a link where the shop has no tracking page', async () => {
    const tenant = demoTenant(3);
    expect(tenant.parcelTrackingUrl).toBeNull();
    const mail = await renderShippedMail({
      tenant,
      language: 'sv',
      order: sampleOrder({ orderNumber: 300_001, parcelNumber: PARCEL }),
    });
    const t = SHIPPED_TEXTS.sv;
    expect(mail.text).toContain(`${t.parcelNumber}: ${PARCEL}`);
    expect(mail.text).toContain(t.noTracking);
    expect(mail.text).not.toContain('http');
    expect(mail.html).not.toContain('<a ');
    expect(visibleText(mail.html)).toContain(t.noTracking);
  });

  it('escapes what the customer typed', async () => {
    const order = sampleOrder({ parcelNumber: PARCEL });
    const delivery = { ...order.deliveryAddress, contactPerson: '<script>alert(1)</script>' };
    const mail = await renderShippedMail({
      tenant: demoTenant(4),
      language: 'en',
      order: { ...order, deliveryAddress: delivery },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });
});

describe('queueShippedMail', () => {
  const tdb = outboxDbForFile();

  const contact = (email: string | null) => ({
    recipient: 'Acme AB',
    streetName: 'Storgatan',
    zipCode: '11122',
    city: 'Stockholm',
    country: 'Sverige',
    contactPerson: 'Anna Andersson',
    contactNotificationInformation: email,
  });

  /** A shipped order of tenant 4 in `language`, its contact e-mail on the address its type names. */
  async function insertShippedOrder(o: {
    language: Language;
    email: string | null;
    addressType?: 'DELIVERY' | 'POSTAL';
  }): Promise<{ id: number; order_number: number }> {
    const postal = o.addressType === 'POSTAL';
    return tdb.db
      .insertInto('orders')
      .values({
        tenant_id: 4,
        // A guest's order (no customer rows needed): its access token's hash stands in.
        guest_access_token_hash: 'shipped-mail-test',
        currency: 'SEK',
        vat_basis_points: 2500,
        total_net_minor: 100,
        total_vat_minor: 25,
        total_gross_minor: 125,
        language: o.language,
        address_type: o.addressType ?? 'DELIVERY',
        printed: true,
        shipped: true,
        parcel_number: PARCEL,
        delivery_address: JSON.stringify(contact(postal ? 'delivery@example.com' : o.email)),
        postal_address: postal ? JSON.stringify(contact(o.email)) : null,
      })
      .returning(['id', 'order_number'])
      .executeTakeFirstOrThrow();
  }

  const outbox = () => outboxRows(tdb.db);

  it('queues one event to the order’s contact in its language, rendered from the stored order', async () => {
    const order = await insertShippedOrder({ language: 'fi', email: 'anna@example.com' });
    await tdb.db.transaction().execute((trx) => queueShippedMail(trx, { tenantId: 4, orderId: order.id }));
    // Asked again (a retried request): still one mail.
    await tdb.db.transaction().execute((trx) => queueShippedMail(trx, { tenantId: 4, orderId: order.id }));
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      tenant_id: 4,
      order_id: order.id,
      kind: 'ORDER_SHIPPED',
      to_address: 'anna@example.com',
      language: 'fi',
      subject: '',
      status: 'PENDING',
      dedupe_key: `order_shipped:${order.id}:anna@example.com`,
    });
    const [mail] = await asRendered(tdb.db, rows);
    const t = SHIPPED_TEXTS.fi;
    expect(mail?.subject).toBe(fill(t.subject, { number: order.order_number, shop: demoTenant(4).name }));
    expect(mail?.body_text).toContain(`${t.parcelNumber}: ${PARCEL}`);
    expect(mail?.body_text).toContain(POSTNORD);
    expect(mail?.body_html).toContain(`href="${POSTNORD}"`);
  });

  it('writes to the postal address’s contact for an order sent by post', async () => {
    const order = await insertShippedOrder({ language: 'en', email: 'post@example.com', addressType: 'POSTAL' });
    await queueShippedMail(tdb.db, { tenantId: 4, orderId: order.id });
    expect((await outbox()).map((r) => [r.to_address, r.language])).toEqual([['post@example.com', 'en']]);
  });

  it('queues nothing for an order without an e-mail, or for another tenant’s order', async () => {
    const none = await insertShippedOrder({ language: 'sv', email: null });
    await queueShippedMail(tdb.db, { tenantId: 4, orderId: none.id });
    const blank = await insertShippedOrder({ language: 'sv', email: '  ' });
    await queueShippedMail(tdb.db, { tenantId: 4, orderId: blank.id });
    const other = await insertShippedOrder({ language: 'sv', email: 'anna@example.com' });
    await queueShippedMail(tdb.db, { tenantId: 5, orderId: other.id });
    expect(await outbox()).toEqual([]);
  });

  it('is a mail of its own beside the order’s confirmation to the same address', async () => {
    const order = await insertShippedOrder({ language: 'sv', email: 'anna@example.com' });
    await enqueueOrderEvent(
      tdb.db,
      { tenantId: 4, orderId: order.id, language: 'sv' },
      { kind: 'ORDER_CONFIRMATION', to: 'anna@example.com' },
    );
    await queueShippedMail(tdb.db, { tenantId: 4, orderId: order.id });
    const rows = await outbox();
    expect(rows.map((r) => [r.kind, r.dedupe_key])).toEqual([
      ['ORDER_CONFIRMATION', `order_confirmation:${order.id}:anna@example.com`],
      ['ORDER_SHIPPED', `order_shipped:${order.id}:anna@example.com`],
    ]);
    const rendered = await asRendered(tdb.db, rows);
    expect(rendered[0]?.subject).toContain('Orderbekräftelse');
    expect(rendered[1]?.subject).toContain('har skickats');
  });
});
