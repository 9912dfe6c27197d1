import { expect, test } from '@playwright/test';
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

test('a slug another business has is refused on the field, with a clear message', async ({ page, request }) => {
  const first = await createOwnerViaApi(request, 'Cantina Primeira');
  const headers = { authorization: `Bearer ${first.token}`, 'content-type': 'application/json' };
  const { data } = (await (await request.get('/api/v1/businesses/current', { headers })).json()) as { data: Record<string, unknown> };
  const slug = `cantina-${Date.now()}`;
  // The page's fields as the resource has them, with the slug and the version read.
  const fields = ['name', 'segment', 'whatsapp', 'zipcode', 'address_street', 'address_number', 'district', 'city', 'state', 'timezone', 'is_checkout_enabled'];
  const body = { ...Object.fromEntries(fields.map((key) => [key, data[key]])), slug, version: data['profile_version'] };
  expect((await request.put(`/api/v1/businesses/${String(data['id'])}`, { headers, data: body })).status()).toBe(200);

  const second = await createOwnerViaApi(request, 'Cantina Segunda');
  await signIn(page, second.email);
  await page.goto('/settings/business');
  const form = page.getByTestId('business-profile-form');
  await form.getByLabel('Endereço do link').fill(slug);
  await page.getByRole('button', { name: 'Salvar dados do negócio' }).click();
  await expect(page.getByText('Este link já é usado por outro negócio. Escolha outro.')).toBeVisible();
  await expect(form.getByLabel('Endereço do link')).toBeFocused();
});
