import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4513';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const [,, width = '1280', lang = 'pt', step = 'all'] = process.argv;
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: lang === 'en' ? 'en-US' : 'pt-BR' });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(base + '/login');
await page.getByLabel(/E-mail/).fill('owner@comanda.dev');
await page.locator('input[type=password]').fill('comanda123');
await page.locator('button[type=submit]').click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
await page.goto(base + '/settings/entrega-bairros-taxa');
if (lang === 'en') await page.getByRole('button', { name: /^EN/ }).click();
else await page.getByRole('button', { name: /^PT/ }).click();
await page.waitForSelector('[data-testid="delivery-editor"]');
await page.waitForTimeout(800);
await page.screenshot({ path: `/tmp/shot-${width}-${lang}-empty.png`, fullPage: true });
if (step === 'all') {
  const search = page.getByRole('searchbox');
  for (const name of ['Moema', 'Pinheiros', 'Vila Olímpia']) {
    await search.fill(name);
    await page.getByRole('button', { name: new RegExp(`^(Adicionar ${name}|Add ${name}|Criar “${name}” e adicionar|Create “${name}” and add it)$`) }).click();
  }
  await search.fill('Mo');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shot-${width}-${lang}-search.png`, fullPage: true });
  await search.fill('');
  await page.locator('input[type=checkbox]').first().check();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shot-${width}-${lang}-bulk.png`, fullPage: true });
  await page.getByTestId('bulk-fee-bar').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-${width}-${lang}-bulk-view.png` });
  await page.getByLabel(/^(Taxa de entrega em|Delivery fee in) Pinheiros/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-${width}-${lang}-rows-view.png` });
}
await browser.close();
