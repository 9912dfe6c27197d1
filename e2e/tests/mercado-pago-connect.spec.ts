import { expect, test } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

/*
 * Settings → Pagamento online (issue 34): the owner connects the restaurant's Mercado Pago account.
 * The token is tried with Mercado Pago (the journeys' stand-in) before it is kept: a mistyped one is
 * refused under its field; once connected the page shows the account and the token's last digits,
 * never the token; disconnecting asks first.
 */

const TOKEN = 'TEST-1234567890123456-112826-0123456789abcdef0123456789abcdef-987654321';

test('connects a Mercado Pago test account, shows only what identifies it, and disconnects after confirming', async ({ page, request }) => {
  test.slow();
  const { email } = await createOwnerViaApi(request, 'Cantina do Pagamento');
  await signIn(page, email);
  await page.goto('/settings/payment');
  const form = page.getByTestId('mp-connect-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('mp-notification-url')).toContainText('/api/v1/webhooks/mercado-pago?business=');

  await page.getByLabel('Access Token').fill('meu-token');
  await page.getByLabel('Public Key').fill('TEST-5a1b2c3d-aaaa-bbbb-cccc-0123456789ab');
  await page.getByLabel('Assinatura secreta do webhook').fill('segredo-do-webhook-1234');
  await page.getByTestId('mp-connect').click();
  await expect(form.getByText('Cole o Access Token do Mercado Pago: começa com APP_USR- (produção) ou TEST- (teste)')).toBeVisible();

  await page.getByLabel('Access Token').fill(TOKEN);
  await page.getByTestId('mp-connect').click();
  const connected = page.getByTestId('mp-connected');
  await expect(connected).toBeVisible();
  await expect(connected).toContainText('Conectado com credenciais de teste');
  await expect(connected).toContainText('TESTE987654321');
  await expect(connected).toContainText('•••• 4321');
  await expect(page.locator('body')).not.toContainText(TOKEN);
  await page.screenshot({ path: test.info().outputPath('connected.png'), fullPage: true });

  await page.reload();
  await expect(page.getByTestId('mp-connected')).toBeVisible();
  await page.getByTestId('mp-disconnect').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Desconectar o Mercado Pago?');
  await dialog.getByRole('button', { name: 'Desconectar' }).click();
  await expect(page.getByTestId('mp-connect-form')).toBeVisible();
});
