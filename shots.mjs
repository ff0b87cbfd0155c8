import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const base = 'http://t4.localhost:3200';
const widths = [1280, 768, 375];
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto(base + '/admin/');
await page.getByLabel(/^(Language|Språk)$/).selectOption('en');
await page.getByLabel('E-mail address').fill('admin.4@example.com');
await page.getByLabel('Password').fill('Demo-pass-1');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByTestId('orders-page').waitFor();
const pages = [['catalog','/admin/catalog'],['product','/admin/catalog/products/' + (process.argv[2] ?? '60')],['groups','/admin/catalog/groups'],['campaigns','/admin/campaigns'],['content','/admin/content'],['import','/admin/import'],['settings','/admin/settings']];
for (const w of widths) {
  await page.setViewportSize({ width: w, height: 900 });
  for (const [name, path] of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: name !== 'product' && name !== 'settings' });
    if (name === 'product' || name === 'settings') await page.screenshot({ path: `/tmp/shots/${name}-${w}-full.png`, fullPage: true });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (sideways > 0) console.log('SIDEWAYS', name, w, sideways);
  }
}
await browser.close();
