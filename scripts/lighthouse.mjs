// Lighthouse (mobile preset: Moto G Power, slow 4G, 4× CPU slowdown) for /login and for /cardapio
// logged in as the demo owner, in Debian's Chromium. Prints each page's performance score and its
// LCP, FCP, TBT and CLS, the figures issue 20 asks for (targets: /login ≥ 90 and LCP ≤ 2.5 s,
// /cardapio ≥ 80). Runs each page RUNS times (default 3) and reports the median score.
//   npm run perf:web [-- base URL, default http://127.0.0.1:3000]
// Needs a running server with the demo data (npm start).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function sessionCookie() {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base },
    body: JSON.stringify({ email: 'owner@comanda.dev', password: 'comanda123', session: 'cookie' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie');
  if (!cookie) throw new Error('login answered no cookie');
  return cookie.split(';')[0];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(chrome, url, extraHeaders) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders,
  });
  const { audits, categories } = result.lhr;
  return {
    score: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

const pages = [
  { name: '/login', path: '/login', target: 90 },
  { name: '/cardapio (logged in)', path: '/cardapio', target: 80, login: true },
];

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const cookie = await sessionCookie();
  console.log(`Lighthouse mobile, median of ${runs} runs, ${base}\n`);
  console.log('| page | score | LCP | FCP | TBT | CLS | target |\n|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(chrome, `${base}${page.path}`, page.login ? { Cookie: cookie } : undefined));
    const score = median(results.map((r) => r.score));
    const mid = results.find((r) => r.score === score);
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `| ${page.name} | ${score} | ${s(mid.lcp)} | ${s(mid.fcp)} | ${Math.round(mid.tbt)} ms | ${mid.cls.toFixed(2)} | ≥ ${page.target}${score >= page.target ? '' : ' (below)'} |`,
    );
  }
} finally {
  await chrome.kill();
}
