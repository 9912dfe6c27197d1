import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

/*
 * The business page (issue 14): the owner gives the CNPJ (a wrong one is refused on its field), moves
 * the address by CEP (the e2e server's CEP stand-in knows 20040-020), picks the public link's slug,
 * saves, and a reload shows it all.
 */

test('the owner edits the business page: CNPJ, CEP, slug, save, and a reload shows it', async ({ page, request }) => {
  test.slow();
  const { email } = await createOwnerViaApi(request, 'Bar da Praça');
  await signIn(page, email);
  await page.goto('/settings/business');
  // The settings navigation (a select on narrow screens) names sections too: look inside the form.
  const form = page.getByTestId('business-profile-form');
  await expect(form.getByLabel('Nome do negócio')).toHaveValue('Bar da Praça');

  // A CNPJ with a wrong check digit: masked as typed, refused on its field before any request.
  const document = form.getByLabel('CPF ou CNPJ');
  await document.fill('11222333000182');
  await expect(document).toHaveValue('11.222.333/0001-82');
  await page.getByRole('button', { name: 'Salvar dados do negócio' }).click();
  await expect(page.getByText('O CPF ou CNPJ informado não é válido. Confira os dígitos')).toBeVisible();
  await expect(document).toBeFocused();
  await document.fill('11222333000181');
  await expect(page.getByText('O CPF ou CNPJ informado não é válido. Confira os dígitos')).toHaveCount(0);

  // A new CEP fills street, bairro, city and state; the number is typed.
  await form.getByLabel('CEP').fill('20040-020');
  await expect(form.getByLabel('Rua')).toHaveValue('Rua da Assembleia');
  await expect(form.getByLabel('Bairro')).toHaveValue('Centro');
  await expect(form.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  await expect(form.getByLabel('Estado')).toHaveValue('RJ');
  await form.getByLabel('Número', { exact: true }).fill('10');

  // The slug: a name is suggested from the business's name; typed capitals and spaces become a slug.
  await expect(page.getByRole('button', { name: 'Usar “bar-da-praca”' })).toBeVisible();
  const slug = `Bar Da Praca ${Date.now()}`;
  const expected = slug.toLowerCase().replaceAll(' ', '-');
  await form.getByLabel('Endereço do link').fill(slug);
  await expect(form.getByLabel('Endereço do link')).toHaveValue(expected);
  await expect(page.getByTestId('public-link-preview')).toContainText(`/loja/${expected}`);

  await page.getByRole('button', { name: 'Salvar dados do negócio' }).click();
  await expect(page.getByText('Dados do negócio salvos')).toBeVisible();
  await expect(page.getByText('Há alterações não salvas.')).toHaveCount(0);

  await page.reload();
  await expect(form.getByLabel('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
  await expect(form.getByLabel('Rua')).toHaveValue('Rua da Assembleia');
  await expect(form.getByLabel('Número', { exact: true })).toHaveValue('10');
  await expect(form.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  await expect(form.getByLabel('Endereço do link')).toHaveValue(expected);
});

/** The business page's fields of the current business, as PUT v1/businesses/{id} takes them, with `changes`. */
async function pageBody(request: APIRequestContext, token: string, changes: Record<string, unknown>) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { data } = (await (await request.get('/api/v1/businesses/current', { headers })).json()) as { data: Record<string, unknown> };
  const fields = ['name', 'segment', 'whatsapp', 'zipcode', 'address_street', 'address_number', 'district', 'city', 'state', 'timezone', 'is_checkout_enabled'];
  const body = { ...Object.fromEntries(fields.map((key) => [key, data[key]])), version: data['profile_version'], ...changes };
  return { url: `/api/v1/businesses/${String(data['id'])}`, headers, body };
}

test('a slug another business has is refused on the field, with a clear message', async ({ page, request }) => {
  const first = await createOwnerViaApi(request, 'Cantina Primeira');
  const slug = `cantina-${Date.now()}`;
  const taken = await pageBody(request, first.token, { slug });
  expect((await request.put(taken.url, { headers: taken.headers, data: taken.body })).status()).toBe(200);

  const second = await createOwnerViaApi(request, 'Cantina Segunda');
  await signIn(page, second.email);
  await page.goto('/settings/business');
  const form = page.getByTestId('business-profile-form');
  await form.getByLabel('Endereço do link').fill(slug);
  await page.getByRole('button', { name: 'Salvar dados do negócio' }).click();
  await expect(page.getByText('Este link já é usado por outro negócio. Escolha outro.')).toBeVisible();
  await expect(form.getByLabel('Endereço do link')).toBeFocused();
});

test('a save over details someone else saved meanwhile is refused, and the page shows theirs', async ({ page, request }) => {
  const { email, token } = await createOwnerViaApi(request, 'Cantina das Duas Abas');
  await signIn(page, email);
  await page.goto('/settings/business');
  const form = page.getByTestId('business-profile-form');
  await form.getByLabel('Número', { exact: true }).fill('2000');

  // Meanwhile, another tab saves a new name over the same version.
  const other = await pageBody(request, token, { name: 'Cantina Renomeada' });
  expect((await request.put(other.url, { headers: other.headers, data: other.body })).status()).toBe(200);

  await page.getByRole('button', { name: 'Salvar dados do negócio' }).click();
  await expect(page.getByText('Os dados do negócio foram alterados por outra pessoa enquanto você editava.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Ver dados atuais' }).click();
  await expect(form.getByLabel('Nome do negócio')).toHaveValue('Cantina Renomeada');
  await expect(form.getByLabel('Número', { exact: true })).toHaveValue('1000');
});

test('the owner gives the business a logo, sees it before saving, and it stays after a reload', async ({ page, request }) => {
  const { email } = await createOwnerViaApi(request, 'Pastelaria Central');
  await signIn(page, email);
  await page.goto('/settings/business');
  await expect(page.getByRole('button', { name: 'Remover logo' })).toHaveCount(0);

  // Not an image: refused on the card, nothing sent.
  await page.getByLabel('Escolher logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('isto não é uma imagem') });
  await expect(page.getByText('Escolha uma imagem JPG, PNG ou WebP.')).toBeVisible();

  await page.getByLabel('Escolher logo').setInputFiles(path.join(import.meta.dirname, '..', 'fixtures', 'pizza-cover.jpg'));
  await expect(page.getByText('Esta é uma prévia. Salve para usar o novo logo.')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar logo' }).click();
  await expect(page.getByText('Logo atualizado')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remover logo' })).toBeVisible();
  await expect(page.locator('img[src*="/uploads/logos/"]')).toBeVisible();
});
