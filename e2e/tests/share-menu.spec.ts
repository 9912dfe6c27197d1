import { expect, test } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

/*
 * "Compartilhe seu cardápio" (issue 33): the business page shows the public menu's link, by token
 * until a slug is saved, with the notice that customers cannot order while checkout is off; after
 * saving a slug and checkout, the owner copies the link, sees its QR code, downloads it and opens
 * the A6 table display.
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the owner shares the menu: link by slug, copy, QR code, PNG and the table display', async ({ page, request, baseURL }) => {
  test.slow();
  const { email } = await createOwnerViaApi(request, 'Cantina do Porto');
  await signIn(page, email);
  await page.goto('/settings/business');
  const card = page.getByTestId('share-menu-card');
  const link = card.getByTestId('storefront-url');

  // No slug yet: the link is the token's; ordering is off until checkout is turned on.
  await expect(card.getByRole('heading', { name: 'Compartilhe seu cardápio' })).toBeVisible();
  await expect(link).toHaveText(new RegExp(`^${baseURL}/loja/[A-Za-z0-9_-]{20,}$`));
  await expect(card.getByTestId('share-checkout-off')).toContainText('não conseguem pedir pelo link');

  const slug = `cantina-do-porto-${Date.now()}`;
  const form = page.getByTestId('business-profile-form');
  await form.getByLabel('Endereço do link').fill(slug);
  await form.getByLabel('Receber pedidos pelo cardápio digital').check();
  await page.getByRole('button', { name: 'Salvar dados do negócio' }).click();
  await expect(page.getByText('Dados do negócio salvos')).toBeVisible();

  const url = `${baseURL}/loja/${slug}`;
  await expect(link).toHaveText(url);
  await expect(card.getByTestId('share-checkout-off')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', url);

  await card.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The QR code is an image that has loaded (not a broken one).
  const qr = card.getByRole('img', { name: 'QR code do cardápio de Cantina do Porto' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Baixar QR (PNG)' }).click();
  expect((await download).suggestedFilename()).toBe('cantina-do-porto-qr.png');

  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Imprimir display de mesa' }).click();
  const tent = await popup;
  await expect(tent.getByRole('heading', { name: 'Cantina do Porto' })).toBeVisible();
  await expect(tent.getByText('Aponte a câmera para ver o cardápio e pedir')).toBeVisible();
  await expect(tent.getByText(url.replace(/^https?:\/\//, ''))).toBeVisible();
  await expect(tent.locator('.qr svg')).toBeVisible();
});
