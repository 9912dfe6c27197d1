import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { apiWithToken } from './pdv-support';
import { createOwnerViaApi, signIn, uniqueWhatsapp } from './support';

/*
 * Issue 35, the official API (the journeys' Cloud API stand-in on the app's port + 22, whose account
 * takes any phone number id): the owner connects the shop's number with its Meta app's credentials
 * (a wrong token is refused by "Meta", under its field), pastes the webhook into "Meta", a free text
 * outside the customer's 24-hour window fails saying why, one inside it is read, "SAIR" opts the
 * customer out, and a campaign goes as an approved template. In English too.
 */

const meta = `http://127.0.0.1:${Number(new URL(baseURL).port) + 22}`;
const ACCESS_TOKEN = 'EAAG-comanda-local-stand-in-token';
const APP_SECRET = 'comanda-local-app-secret';

test('a number on the official API: Meta checks the token, the 24-hour window, receipts, SAIR and a template campaign', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email, token } = await createOwnerViaApi(request, 'Cantina Oficial');
  const api = await apiWithToken(request, token);
  const rita = uniqueWhatsapp();
  const bruno = uniqueWhatsapp();
  const created = await request.post('/api/v1/customers', { headers: api.headers, data: { first_name: 'Rita', whatsapp: rita.typed, marketing_consent: true } });
  expect(created.status(), await created.text()).toBe(201);
  const ritaId = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await request.post('/api/v1/customers', { headers: api.headers, data: { first_name: 'Bruno', whatsapp: bruno.typed, marketing_consent: true } })).status()).toBe(201);
  const phoneNumberId = `1${String(Date.now()).slice(-9)}${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;

  await signIn(page, email);
  await page.goto('/whatsapp/whatsapp');
  await page.getByTestId('whatsapp-choose-cloud').click();
  const form = page.getByTestId('whatsapp-cloud-form');
  await form.getByLabel('Phone number ID').fill(phoneNumberId);
  await form.getByLabel('Access Token').fill('EAAG-a-token-meta-does-not-know');
  await form.getByLabel('App Secret').fill(APP_SECRET);
  await expect(form.getByLabel('Verify Token')).toHaveValue(/^comanda-[0-9a-f]{18}$/);
  await page.getByTestId('whatsapp-cloud-connect').click();
  await expect(form.getByText('A Meta recusou este Access Token.', { exact: false })).toBeVisible();
  await form.getByLabel('Access Token').fill(ACCESS_TOKEN);
  await page.getByTestId('whatsapp-cloud-connect').click();
  await expect(page.getByText('Número conectado pela API oficial.')).toBeVisible();
  const connected = page.getByTestId('whatsapp-cloud-connected');
  await expect(connected.getByTestId('whatsapp-connected')).toContainText('Conectado pela API oficial (Meta)');
  await expect(connected.getByTestId('whatsapp-phone')).toHaveText('(11) 3000-0000');
  const webhookUrl = (await connected.getByTestId('whatsapp-cloud-webhook-url').textContent())!;
  const verifyToken = (await connected.getByTestId('whatsapp-cloud-verify-token').textContent())!;
  expect(webhookUrl).toMatch(/\/api\/v1\/webhooks\/whatsapp-cloud\?business=/);
  await page.screenshot({ path: test.info().outputPath('cloud-connected.png'), fullPage: true });

  // The owner pastes both into Meta's dashboard: Meta checks the URL with its GET first.
  expect((await request.post(`${meta}/_stand-in/webhook`, { data: { url: webhookUrl, verify_token: 'not-the-token', phone_number_id: phoneNumberId } })).status()).toBe(400);
  expect((await request.post(`${meta}/_stand-in/webhook`, { data: { url: webhookUrl, verify_token: verifyToken, phone_number_id: phoneNumberId } })).status()).toBe(200);

  // Rita has not written to the shop: Meta refuses free text, and the list says why.
  const messages = page.getByTestId('whatsapp-messages');
  await page.getByLabel('WhatsApp do cliente').fill(rita.typed);
  await page.getByLabel('Mensagem', { exact: true }).fill('Oi Rita! Sua mesa está pronta.');
  await page.getByTestId('whatsapp-send').click();
  const first = messages.getByRole('listitem').first();
  await expect(first.getByTestId('whatsapp-message-status')).toHaveText('Falhou', { timeout: 15_000 });
  await expect(first.getByTestId('whatsapp-message-failure')).toContainText('24 horas');

  // She writes; now a text goes, and Meta's signed receipts bring it to "Lida".
  expect((await request.post(`${meta}/_stand-in/inbound`, { data: { from: rita.e164, text: 'Oi, tem mesa?', phone_number_id: phoneNumberId } })).status()).toBe(200);
  await page.getByLabel('WhatsApp do cliente').fill(rita.typed);
  await page.getByLabel('Mensagem', { exact: true }).fill('Tem sim, Rita! Venha.');
  await page.getByTestId('whatsapp-send').click();
  const second = messages.getByRole('listitem').filter({ hasText: 'Tem sim, Rita! Venha.' });
  await expect(second.getByTestId('whatsapp-message-status')).toHaveText('Lida', { timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('cloud-messages.png'), fullPage: true });

  // "SAIR": Rita no longer gets promotions.
  expect((await request.post(`${meta}/_stand-in/inbound`, { data: { from: rita.e164, text: 'SAIR', phone_number_id: phoneNumberId } })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/customers/${ritaId}`, { headers: api.headers })).json()) as { data: { marketing_consent: boolean } }).data.marketing_consent, { timeout: 15_000 })
    .toBe(false);

  // A campaign: only with a template, which the list shows as it is registered at Meta. No quiet
  // hours for this shop: the journey may run at night (São Paulo).
  const pacing = { min_gap_seconds: 8, max_gap_seconds: 20, batch_size: 25, batch_pause_minutes: 5, daily_cap: 1000, quiet_start: '00:00', quiet_end: '00:00' };
  expect((await request.put('/api/v1/whatsapp/pacing', { headers: api.headers, data: pacing })).status()).toBe(200);
  await page.getByRole('link', { name: 'Envios em massa' }).click();
  await expect(page.getByText('Pela API oficial, campanhas só saem com um modelo aprovado pela Meta.', { exact: false })).toBeVisible();
  await page.getByTestId('template-new').click();
  const templateForm = page.getByTestId('template-form');
  await templateForm.getByLabel('Nome do modelo').fill('Promoção');
  await templateForm.getByLabel('Texto').fill('Oi {nome}! Hoje o rodízio sai pela metade do preço.');
  await templateForm.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(page.getByText('Modelo salvo.')).toBeVisible();
  const meta1 = page.getByTestId('template-meta').first();
  await expect(meta1).toContainText('Nome na Meta: promocao');
  await expect(meta1).toContainText('Oi {{1}}! Hoje o rodízio sai pela metade do preço.');

  const campaign = page.getByTestId('campaign-form');
  await campaign.getByLabel('Nome da campanha').fill('Rodízio pela metade');
  await campaign.getByLabel('Usar um modelo').selectOption({ label: 'Promoção' });
  await expect(campaign.getByLabel('Mensagem')).toHaveValue('Oi {nome}! Hoje o rodízio sai pela metade do preço.');
  await expect(page.getByTestId('campaign-recipients')).toHaveText('Vai para 1 cliente.');
  await page.getByTestId('campaign-submit').click();
  await page.getByRole('dialog', { name: 'Enviar a campanha para 1 cliente?' }).getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Campanha iniciada.')).toBeVisible();
  const row = page.getByTestId('campaigns').getByRole('listitem').first();
  await expect(row.getByTestId('campaign-status')).toHaveText('Concluída', { timeout: 30_000 });
  await expect(row.getByTestId('campaign-read')).toContainText('1', { timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('cloud-campaign.png'), fullPage: true });

  // In English.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL }]);
  await page.goto('/whatsapp/whatsapp');
  await expect(page.getByTestId('whatsapp-connected')).toContainText('Connected through the official API (Meta)');
  await expect(page.getByText('Webhook address (callback URL)')).toBeVisible();
});
