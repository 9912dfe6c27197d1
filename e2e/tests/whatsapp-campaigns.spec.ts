import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { apiWithToken } from './pdv-support';
import { createOwnerViaApi, linkFromOutbox, signIn, uniqueWhatsapp } from './support';

/*
 * Issue 35, campaigns and scheduled messages (the journeys' Evolution stand-in; campaigns paced 50×
 * faster by WHATSAPP_PACE_FACTOR in e2e/start-server.mjs): the owner sends a campaign with a variable
 * to 30 customers who agreed to promotions, watches it leave live, and a customer's "SAIR" counts as
 * opted out; a message is scheduled for tomorrow and another canceled. In English too.
 */

const standIn = `http://127.0.0.1:${Number(new URL(baseURL).port) + 20}`;
const CONSENTING = 30;
// A 2×2 PNG: the menu's photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWN4Eq73JFyPAUIBACpiBaU2AAN/AAAAAElFTkSuQmCC', 'base64');

test('a campaign to 30 consenting customers leaves live and once each; a scheduled message is canceled', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { email, token } = await createOwnerViaApi(request, 'Pizzaria da Praça');
  const api = await apiWithToken(request, token);
  // 30 who agreed to promotions and 2 who did not, numbered from one random prefix.
  const prefix = uniqueWhatsapp().e164.slice(0, -2);
  for (let i = 0; i < CONSENTING + 2; i++) {
    const digits = `${prefix}${String(i).padStart(2, '0')}`.slice(5);
    const typed = `(11) ${digits.slice(0, 5)}-${digits.slice(5)}`;
    const created = await request.post('/api/v1/customers', { headers: api.headers, data: { first_name: `Cliente${i}`, whatsapp: typed, marketing_consent: i < CONSENTING, ...(i < 5 ? { email: `cliente${i}.${digits}@example.com` } : {}) } });
    expect(created.status(), await created.text()).toBe(201);
  }
  expect((await request.post('/api/v1/whatsapp', { headers: api.headers, data: {} })).status()).toBe(200);
  const instances = (await (await request.get(`${standIn}/__stand-in/instances`)).json()) as { name: string }[];
  const instance = instances.find((i) => i.name.startsWith(`comanda-${api.businessId}-`))!.name;
  expect((await request.post(`${standIn}/__stand-in/instances/${instance}/scan`, { data: { number: '5511987650099' } })).status()).toBe(200);

  await signIn(page, email);
  await page.goto('/whatsapp/whatsapp');
  await expect(page.getByTestId('whatsapp-connected')).toBeVisible();

  // A photo of the new menu to the number's "Clientes VIP" group.
  const sendForm = page.getByTestId('whatsapp-send-form');
  await sendForm.getByLabel('Um grupo').check();
  await sendForm.getByLabel('Grupo', { exact: true }).selectOption({ label: 'Clientes VIP (42 participantes)' });
  await sendForm.getByTestId('whatsapp-attachment').setInputFiles({ name: 'cardapio.png', mimeType: 'image/png', buffer: PNG });
  await expect(sendForm.getByTestId('whatsapp-attached')).toContainText('Imagem');
  await sendForm.getByLabel('Mensagem').fill('Cardápio novo da semana!');
  await page.getByTestId('whatsapp-send').click();
  const groupRow = page.getByTestId('whatsapp-messages').getByRole('listitem').first();
  await expect(groupRow).toContainText('Grupo');
  await expect(groupRow.getByTestId('whatsapp-message-media')).toContainText('Imagem');
  await expect(groupRow.getByTestId('whatsapp-message-status')).toHaveText('Lida', { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('group-media.png'), fullPage: true });
  await page.getByRole('link', { name: 'Envios em massa' }).click();
  await expect(page).toHaveURL(/\/whatsapp\/whatsapp\/bulk-status$/);
  await expect(page.getByTestId('campaigns-empty')).toHaveText('Nenhuma campanha ainda.');

  // No quiet hours for this shop: the journey may run at night (São Paulo).
  await expect(page.getByTestId('pacing-status')).toContainText('1º dia');
  await page.getByTestId('pacing-edit').click();
  await page.getByLabel('Silêncio a partir de').fill('00:00');
  await page.getByLabel('Silêncio até').fill('00:00');
  await page.getByTestId('pacing-save').click();
  await expect(page.getByText('Ritmo de envio salvo.')).toBeVisible();
  await expect(page.getByText('sem horário de silêncio')).toBeVisible();

  // A template, written once, starts the campaign's text.
  const text = 'Oi {nome}! Hoje tem pizza em dobro com o cupom {cupom}. Responda SAIR para não receber mais.';
  await page.getByTestId('template-new').click();
  const templateForm = page.getByTestId('template-form');
  await templateForm.getByLabel('Nome do modelo').fill('Pizza em dobro');
  await templateForm.getByLabel('Texto').fill(text);
  await templateForm.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(page.getByText('Modelo salvo.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Modelo Pizza em dobro ativo' })).toBeChecked();

  const form = page.getByTestId('campaign-form');
  await form.getByLabel('Nome da campanha').fill('Pizza em dobro');
  await form.getByLabel('Para quem', { exact: true }).selectOption('all');
  await form.getByLabel('Usar um modelo').selectOption({ label: 'Pizza em dobro' });
  await expect(form.getByLabel('Mensagem')).toHaveValue(text);
  await form.getByLabel('Cupom').fill('DOBRO');
  await expect(page.getByTestId('campaign-recipients')).toHaveText('Vai para 30 clientes.');
  await form.getByLabel('Enviar também por e-mail para quem tem e-mail').check();
  await expect(page.getByTestId('campaign-recipients')).toHaveText('Vai para 30 clientes. 5 também por e-mail.');
  await expect(page.getByTestId('campaign-sample')).toHaveText('Oi Cliente0! Hoje tem pizza em dobro com o cupom DOBRO. Responda SAIR para não receber mais.');
  await expect(page.getByTestId('campaign-estimate')).toContainText('Previsão de término');
  await page.screenshot({ path: test.info().outputPath('campaign-form.png'), fullPage: true });
  await page.getByTestId('campaign-submit').click();
  const confirm = page.getByRole('dialog', { name: 'Enviar a campanha para 30 clientes?' });
  await confirm.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Campanha iniciada.')).toBeVisible();

  // Live: the row's count climbs while the messages leave, then it is done.
  const row = page.getByTestId('campaigns').getByRole('listitem').first();
  await expect(row.getByTestId('campaign-status')).toHaveText('Enviando');
  await expect(row.getByTestId('campaign-handled')).not.toContainText('0 de 30');
  await page.screenshot({ path: test.info().outputPath('campaign-running.png'), fullPage: true });
  await expect(row.getByTestId('campaign-status')).toHaveText('Concluída', { timeout: 60_000 });
  await expect(row.getByTestId('campaign-sent')).toContainText('30');
  await expect(row.getByTestId('campaign-handled')).toContainText('5 por e-mail');
  const sent = ((await (await request.get(`${standIn}/__stand-in/sent`)).json()) as { instance: string; to: string; text: string }[]).filter((m) => m.instance === instance && !m.to.endsWith('@g.us'));
  expect(sent).toHaveLength(CONSENTING);
  expect(new Set(sent.map((m) => m.to)).size).toBe(CONSENTING);
  expect(sent.every((m) => /^Oi Cliente\d+! Hoje tem pizza em dobro com o cupom DOBRO\./.test(m.text))).toBe(true);

  // One of them answers "SAIR": opted out, and the campaign counts it.
  expect((await request.post(`${standIn}/__stand-in/instances/${instance}/reply`, { data: { from: sent[0]!.to, text: 'SAIR' } })).status()).toBe(200);
  await expect(row.getByTestId('campaign-opted_out')).toContainText('1', { timeout: 15_000 });
  await expect(row.getByTestId('campaign-read')).toContainText('30', { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('campaign-done.png'), fullPage: true });

  // The e-mail's foot: Cliente1's own link to stop promotions. The page asks before it does anything.
  const mailed = `cliente1.${`${prefix}01`.slice(5)}@example.com`;
  const unsubscribe = await browser.newPage();
  await unsubscribe.goto(await linkFromOutbox(request, mailed, '/unsubscribe'));
  await expect(unsubscribe.getByRole('heading', { name: 'Não receber mais promoções de Pizzaria da Praça?' })).toBeVisible();
  await unsubscribe.getByTestId('unsubscribe-submit').click();
  await expect(unsubscribe.getByTestId('unsubscribed')).toContainText('Pizzaria da Praça não envia mais promoções para você.');
  await unsubscribe.screenshot({ path: test.info().outputPath('unsubscribed.png') });
  await unsubscribe.close();
  const found = await request.get(`/api/v1/businesses/${api.businessId}/customers?search=Cliente1`, { headers: api.headers });
  expect(found.status(), await found.text()).toBe(200);
  expect(JSON.stringify(await found.json())).toMatch(/"first_name":"Cliente1"[^}]*"marketing_consent":false/);

  // Scheduled: two for tomorrow, one canceled.
  await page.getByRole('link', { name: 'Agendadas' }).click();
  await expect(page.getByTestId('scheduled-messages-empty')).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = (hour: number) => `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T${hour}:00`;
  const scheduleForm = page.getByTestId('schedule-form');
  for (const [text, hour] of [['Sua reserva é amanhã às 20h!', 10], ['Lembrete: rodízio amanhã', 11]] as const) {
    await scheduleForm.getByLabel('WhatsApp do cliente').fill('(11) 97777-0001');
    await scheduleForm.getByLabel('Mensagem').fill(text);
    await scheduleForm.getByLabel('Dia e horário').fill(local(hour));
    await scheduleForm.getByRole('button', { name: 'Agendar' }).click();
    await expect(page.getByText('Mensagem agendada.').first()).toBeVisible();
  }
  const list = page.getByTestId('scheduled-messages');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const second = list.getByRole('listitem').filter({ hasText: 'Lembrete: rodízio amanhã' });
  await second.getByTestId('scheduled-cancel').click();
  await page.getByRole('dialog', { name: 'Cancelar esta mensagem agendada?' }).getByRole('button', { name: 'Cancelar envio' }).click();
  await expect(second.getByTestId('scheduled-status')).toHaveText('Cancelada');
  await expect(list.getByRole('listitem').filter({ hasText: 'Sua reserva é amanhã às 20h!' }).getByTestId('scheduled-status')).toHaveText('Na fila');
  await page.screenshot({ path: test.info().outputPath('scheduled.png'), fullPage: true });

  // In English.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL }]);
  await page.goto('/whatsapp/whatsapp/bulk-status');
  await expect(page.getByTestId('campaigns').getByTestId('campaign-status').first()).toHaveText('Finished');
  await expect(page.getByText('Sending pace')).toBeVisible();
  await page.goto('/whatsapp/whatsapp/scheduled-messages');
  await expect(page.getByTestId('scheduled-messages').getByTestId('scheduled-status').first()).toHaveText('Queued');
});
