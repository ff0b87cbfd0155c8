import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES, type Language, type Order, type Tenant } from '@shop/contract';
import {
  type RenderedMail,
  renderOrderConfirmation,
  renderResetMail,
  renderStoreAccountRequestMail,
} from '../apps/server/src/modules/mail/index.ts';
import { demoTenant } from '../apps/server/src/modules/mail/mail.test-support.ts';
import { sampleFreight, sampleItem, sampleOrder } from '../apps/server/src/modules/mail/templates/samples.ts';

/**
 * `npm run preview:mail [-- --out DIR]`: renders every mail of every demo tenant (3–9) in each
 * of the six languages from sample data, and writes each as `.html` and `.txt` into DIR
 * (default ./mail-preview, emptied first), with an index.html linking them all, for a person to
 * look at in a browser. Needs no database.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { out: { type: 'string', default: 'mail-preview' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: npm run preview:mail [-- --out DIR]   (default ./mail-preview)');
  process.exit(0);
}
const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const TENANT_IDS = [3, 4, 5, 6, 7, 8, 9];

const SIX_LANGUAGES_NAME =
  '[sv]Säkerhetspåse A4[en]Security bag A4[no]Sikkerhetspose A4[es]Bolsa de seguridad A4[fi]Turvapussi A4[dk]Sikkerhedspose A4';

/** A sample order of the tenant: two goods, freight, an administrative fee, a message. */
function tenantOrder(tenant: Tenant): Order {
  const goods = [
    sampleItem({ name: SIX_LANGUAGES_NAME }),
    sampleItem({
      articleNumber: 'SW4-2040',
      amount: 12,
      price: 8_950,
      quantity: 25,
      name: '[sv]Plomberingsband, rött[en]Sealing tape, red[no]Forseglingstape, rød[es]Cinta de precinto, roja[fi]Sinettiteippi, punainen[dk]Forseglingstape, rød',
    }),
  ];
  const base = sampleOrder();
  const shipping = 14_900;
  const fee = 4_900;
  const net = goods.reduce((s, g) => s + g.price, 0) + shipping + fee;
  const vat = Math.round((net * tenant.vat) / 100);
  return sampleOrder({
    totalPrice: net + vat,
    totals: { net, vat, gross: net + vat },
    shipping,
    administrativeFee: fee,
    currency: tenant.currency,
    vatPercent: tenant.vat,
    orderItems: [...goods, sampleFreight(shipping)],
    deliveryAddress: { ...base.deliveryAddress, country: tenant.installationCountry },
    invoiceAddress: {
      ...base.invoiceAddress,
      country: tenant.installationCountry,
      emailInvoiceAddress: 'invoices@example.com',
    },
    message: 'Please deliver to the loading bay at the back.\nRing twice.',
  });
}

interface Preview {
  file: string;
  mail: RenderedMail;
}

async function mailsOf(tenant: Tenant): Promise<Preview[]> {
  const order = tenantOrder(tenant);
  const previews: Preview[] = [];
  for (const language of LANGUAGES as readonly Language[]) {
    previews.push(
      { file: `${language}/order-confirmation`, mail: await renderOrderConfirmation({ tenant, language, order }) },
      {
        file: `${language}/order-confirmation-copy`,
        mail: await renderOrderConfirmation({ tenant, language, order, copy: true }),
      },
      {
        file: `${language}/password-reset`,
        mail: await renderResetMail({
          shop: tenant.name,
          language,
          link: `https://t${tenant.id}.example/resetPassword/${'x'.repeat(43)}`,
          minutes: 60,
          primary: tenant.theme.primary,
        }),
      },
    );
  }
  previews.push({
    file: 'store-account-request',
    mail: await renderStoreAccountRequestMail({
      shop: tenant.name,
      id: 42,
      companyName: 'Acme Logistik AB',
      corporateId: '556000-1234',
      contactName: 'Anna Andersson',
      email: 'anna@example.com',
      phone: '+46 70 123 45 67',
      message: 'We would like to order on invoice.\nAbout 40 orders a year.',
      primary: tenant.theme.primary,
    }),
  });
  return previews;
}

rmSync(out, { recursive: true, force: true });
const index: string[] = [];
let count = 0;
for (const id of TENANT_IDS) {
  const tenant = demoTenant(id);
  const folder = `t${id}`;
  index.push(`<h2>${id}: ${tenant.name.replace(/[<>&]/g, '')}</h2><ul>`);
  for (const { file, mail } of await mailsOf(tenant)) {
    const target = path.join(out, folder, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(`${target}.html`, mail.html);
    writeFileSync(`${target}.txt`, `Subject: ${mail.subject}\n\n${mail.text}`);
    index.push(`<li><a href="${folder}/${file}.html">${file}</a> (<a href="${folder}/${file}.txt">text</a>)</li>`);
    count++;
  }
  index.push('</ul>');
}
writeFileSync(
  path.join(out, 'index.html'),
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Mail preview</title></head><body style="font-family:sans-serif">${index.join('')}</body></html>`,
);
console.log(`${count} mails (.html and .txt) in ${out}; open ${path.join(out, 'index.html')}`);
