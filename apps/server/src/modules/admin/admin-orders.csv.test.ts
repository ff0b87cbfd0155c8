import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ORDER_CSV_COLUMNS } from '@shop/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { adminAuth, insertTestOrder, signInOperators } from '../../test/admin.ts';
import { testAppForFile } from '../../test/app.ts';

const t = testAppForFile();
const { admin6: headers } = signInOperators(t, 'admin6');

describe('the orders CSV', () => {
  it('has the header row and one row per order line, money as decimals, names in the shop’s language', async () => {
    // Tenant 6 (the UK shop, Europe/London): 00:30 BST on 1 June is 23:30 UTC on 31 May.
    const first = await insertTestOrder(t.db, {
      tenantId: 6,
      orderDate: '2021-05-31T23:30:00Z',
      recipient: 'Smith, "The" Shop',
      email: 'buyer@example.co.uk',
      totalGross: 123405,
      lines: [
        { articleNumber: 'UK-1', name: '[sv]Påse[en]Bag', amount: 2, quantity: 100, price: 100000 },
        { articleNumber: 'UK-2', name: '[en]Tape\nroll', amount: 1, quantity: 10, price: 5 },
      ],
    });
    const second = await insertTestOrder(t.db, {
      tenantId: 6,
      orderDate: '2021-06-02T08:00:00Z',
      flags: { printed: true, shipped: true },
      parcelNumber: 'GB-1234',
    });
    await insertTestOrder(t.db, { tenantId: 6, orderDate: '2021-06-03T08:00:00Z' });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders.csv?tenant=6&from=2021-06-01&to=2021-06-02',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-6-from-2021-06-01-to-2021-06-02.csv"',
    );
    const rows: string[][] = parse(res.body);
    expect(rows[0]).toEqual([...ORDER_CSV_COLUMNS]);
    const records = rows.slice(1).map((r) => Object.fromEntries(ORDER_CSV_COLUMNS.map((c, i) => [c, r[i]])));
    expect(records).toEqual([
      {
        orderNumber: String(first.orderNumber),
        orderDate: '2021-05-31T23:30:00.000Z',
        status: 'placed',
        customerNumber: '',
        name: 'Smith, "The" Shop',
        email: 'buyer@example.co.uk',
        currency: 'SEK',
        orderTotal: '1234.05',
        articleNumber: 'UK-1',
        articleName: 'Bag',
        amount: '2',
        packageSize: '100',
        linePrice: '1000.00',
        parcelNumber: '',
      },
      expect.objectContaining({ orderNumber: String(first.orderNumber), articleName: 'Tape\nroll', linePrice: '0.05' }),
      expect.objectContaining({ orderNumber: String(second.orderNumber), status: 'shipped', parcelNumber: 'GB-1234' }),
    ]);

    const none = await t.app.inject({ method: 'GET', url: '/api/admin/orders.csv?tenant=6&from=2030-01-01', headers });
    expect(none.statusCode).toBe(200);
    expect(parse(none.body)).toEqual([[...ORDER_CSV_COLUMNS]]);
  });

  it('streams 100,000 orders in bounded memory', async () => {
    const orders = 100_000;
    const started = Date.now();
    // Tenant 7's orders, one line each, written in one statement each.
    await sql`
        INSERT INTO orders (tenant_id, guest_access_token_hash, order_date, currency, vat_basis_points,
          total_net_minor, total_vat_minor, total_gross_minor, delivery_address)
        SELECT 7, 'bulk-' || g, timestamptz '2022-01-01' + g * interval '1 minute', 'EUR', 2100, 1000, 210, 1210,
          jsonb_build_object('recipient', 'Cliente ' || g, 'contactNotificationInformation', 'cliente' || g || '@example.es')
        FROM generate_series(1, ${orders}::int) g`.execute(t.db);
    // Fresh statistics first: the lines' foreign-key checks are planned from them.
    await sql`ANALYZE orders`.execute(t.db);
    await sql`
        INSERT INTO order_items (tenant_id, order_id, article_number, name, amount, price_minor, quantity, payer)
        SELECT 7, o.id, 'ES-' || (o.id % 50), '[es]Bolsa de seguridad[en]Security bag', 1, 1000, 100, 'CUSTOMER'
        FROM orders o WHERE o.tenant_id = 7 AND o.guest_access_token_hash LIKE 'bulk-%'`.execute(t.db);
    await sql`ANALYZE order_items`.execute(t.db);
    const seeded = Date.now() - started;

    const auth = await adminAuth(t.app, 7, 'admin.7@example.com');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // What stays reachable, not what waits for the collector: the heap after a full collection.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const retained = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const heapBefore = retained();
    let peakHeap = heapBefore;
    const res = await fetch(`${address}/api/admin/orders.csv?tenant=7&from=2022-01-01&to=2022-12-31`, {
      headers: auth,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    if (!res.body) throw new Error('no body');
    const decoder = new TextDecoder();
    let newlines = 0;
    let bytes = 0;
    let header = '';
    let chunks = 0;
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      chunks++;
      if (header === '') header = decoder.decode(chunk.slice(0, 200)).split('\n')[0] ?? '';
      for (const byte of chunk) if (byte === 10) newlines++;
      if (chunks % 20 === 0) peakHeap = Math.max(peakHeap, retained());
    }
    const growth = peakHeap - heapBefore;
    console.info(
      `CSV of ${orders} orders: seeded in ${seeded} ms, streamed ${(bytes / 1e6).toFixed(1)} MB in ${chunks} chunks ` +
        `in ${Date.now() - started - seeded} ms; retained heap ${(heapBefore / 1e6).toFixed(1)} → peak ${(peakHeap / 1e6).toFixed(1)} MB ` +
        `(growth ${(growth / 1e6).toFixed(1)} MB)`,
    );
    expect(header).toBe(ORDER_CSV_COLUMNS.join(','));
    // No field holds a line break here: one line per row, the header and 100,000 order lines.
    expect(newlines).toBe(orders + 1);
    // The whole file held at once would take at least its bytes on the heap (its rows as objects
    // many times more): while streaming, what the heap keeps grows by a small part of it.
    expect(bytes).toBeGreaterThan(10_000_000);
    expect(growth).toBeLessThan(bytes / 4);
  }, 180_000);
});
