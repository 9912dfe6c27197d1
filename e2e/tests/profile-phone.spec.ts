import { expect, test } from '@playwright/test';
import { createOwnerViaApi, DEMO, signIn } from './support';

// Phones are stored in E.164 (+5511987654321) and shown as a Brazilian reads them.
test('the profile and the business data show the WhatsApp as (11) 98765-4321', async ({ page, request }) => {
  const { email } = await createOwnerViaApi(request, 'Cantina do Fone', { ownerWhatsapp: '11987654321' });
  await signIn(page, email);
  await page.goto('/profile');
  await expect(page.getByText('Número atual: (11) 98765-4321')).toBeVisible();
  await expect(page.getByText('+5511987654321')).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, DEMO.owner);
  await page.goto('/settings/business');
  // The business page's field opens with the stored number formatted.
  await expect(page.getByTestId('business-profile-form').getByLabel('WhatsApp do negócio')).toHaveValue('(11) 98765-4321');
});

test('an incomplete new WhatsApp gets an inline error and sends no code', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/me/whatsapp-change')) posted.push(r.url());
  });
  await page.goto('/profile');
  const field = page.getByLabel('Novo número de WhatsApp');
  await field.fill('(12) 3');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('O campo WhatsApp deve ser um número de telefone válido, com DDD')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toEqual([]);
});

// libphonenumber (about 35 KB compressed) loads where a phone is shown or typed, not with the page.
test('the profile loads the phone rules when the new number is focused, then formats it as typed', async ({ page }) => {
  await signIn(page, DEMO.owner); // the demo owner has no WhatsApp: nothing to show
  const phoneRules: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/phone-[^/]*\.js$/.test(r.url())) phoneRules.push(r.url());
  });
  await page.goto('/profile');
  const field = page.getByLabel('Novo número de WhatsApp');
  await expect(field).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(phoneRules).toEqual([]);

  await field.focus();
  await expect.poll(() => phoneRules.length).toBeGreaterThan(0);
  // Keys typed before the rules have arrived stay as typed: wait for them, as a person would see.
  await expect(field).toHaveAttribute('data-phone-format', 'ready');
  await field.pressSequentially('11987654321');
  await expect(field).toHaveValue('(11) 98765-4321');
});
