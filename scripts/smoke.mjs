// CI smoke check of a running server: health, the demo owner's login and the SPA shell.
const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const deadline = Date.now() + 90_000;
async function waitForHealth() {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${base} did not become healthy`);
}
await waitForHealth();
const login = await fetch(`${base}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@comanda.dev', password: 'comanda123' }),
});
const body = await login.json();
if (!login.ok || typeof body.access_token !== 'string') throw new Error(`demo login failed: ${login.status} ${JSON.stringify(body)}`);
const me = await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${body.access_token}` } });
if (!me.ok) throw new Error(`GET /me failed: ${me.status}`);
const page = await fetch(`${base}/login`);
const html = await page.text();
if (!page.ok || !html.includes('id="root"')) throw new Error('the SPA is not served at /login');
console.log(`smoke: ${base} healthy, demo owner logs in, SPA served`);
