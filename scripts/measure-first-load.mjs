// Cold first load of /login and /cardapio (as the demo owner) in Chromium on a throttled link
// (1.6 Mbps down, 750 kbps up, 150 ms RTT: a slow 4G), with an empty cache. Prints the bytes that
// crossed the wire (compressed as sent) and the time until the page shows its content.
//   node scripts/measure-first-load.mjs [base URL, default http://127.0.0.1:3000]
// Needs a running server with the demo data (npm start) and Debian's Chromium.
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

async function measure(browser, { name, path, ready, login }) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  if (login) {
    const res = await context.request.post(`${base}/api/v1/login`, {
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      data: { email: 'owner@comanda.dev', password: 'comanda123', session: 'cookie' },
    });
    if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', LINK);
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    requests += 1;
  });
  const start = Date.now();
  await page.goto(`${base}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  const ms = Date.now() - start;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { name, kb: Math.round(bytes / 1024), requests, ms };
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const rows = [
    await measure(browser, { name: '/login', path: '/login', ready: 'input[type=email]' }),
    await measure(browser, { name: '/cardapio', path: '/cardapio', ready: '[data-testid="product-row"]', login: true }),
  ];
  console.log('| page | transferred | requests | time to content |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.kb} KB | ${r.requests} | ${(r.ms / 1000).toFixed(1)} s |`);
} finally {
  await browser.close();
}
