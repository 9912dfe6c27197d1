import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

// Issue 13, item 2: a second click while the first one's request runs must not act again
// (apps/web/src/lib/use-guarded-mutation.ts). dblclick() sends both clicks before the first answer.

/** A new owner with a category "Lanches" holding these products; answers the e-mail to sign in with. */
async function ownerWithProducts(request: APIRequestContext, business: string, names: string[]): Promise<string> {
  const { email, token } = await createOwnerViaApi(request, business);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const category = await request.post('/api/v1/menu/categories', { headers, data: { name: 'Lanches' } });
  expect(category.status()).toBe(201);
  const categoryId = ((await category.json()) as { data: { id: number } }).data.id;
  for (const name of names) {
    const product = await request.post('/api/v1/products', { headers, data: { category_id: categoryId, name, amount: 2500 } });
    expect(product.status()).toBe(201);
  }
  return email;
}

/** Errors shown in a toast (the second request's "Produto não encontrado", say). */
function errorToasts(page: Page) {
  return page.locator('[data-sonner-toast][data-type="error"]');
}

test('a double click on "Duplicar" makes one copy', async ({ page, request }) => {
  const email = await ownerWithProducts(request, 'Lanchonete do Clique Duplo', ['X-Burger']);
  await signIn(page, email);
  await page.goto('/cardapio');
  const section = page.getByRole('region', { name: 'Lanches', exact: true });
  await expect(section.getByRole('link', { name: 'X-Burger', exact: true })).toBeVisible();

  const duplicates: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/duplicate')) duplicates.push(r.headers()['idempotency-key'] ?? '');
  });
  const answered = page.waitForResponse((r) => r.url().endsWith('/duplicate'));
  await section.getByRole('button', { name: 'Duplicar X-Burger' }).dblclick();
  await answered;
  await expect(section.getByRole('link', { name: 'X-Burger (cópia)', exact: true })).toBeVisible();
  await expect(page.getByText('Produto duplicado')).toBeVisible();

  // Whatever a second request would have done has had its time; the menu has one copy only.
  await page.waitForTimeout(500);
  await page.reload();
  await expect(section.getByTestId('product-row')).toHaveCount(2);
  await expect(section.getByRole('link', { name: 'X-Burger (cópia)', exact: true })).toHaveCount(1);
  // The second click sent nothing. The one request named its intent, so a retry of it (after a
  // dropped connection) would be answered from the server's record instead of copying again.
  expect(duplicates).toHaveLength(1);
  expect(duplicates[0]).toMatch(/^[0-9a-f]{32}$/);
});

test('a double click on "Excluir produto" deletes once, shows no error and closes the dialog', async ({ page, request }) => {
  const email = await ownerWithProducts(request, 'Lanchonete da Exclusão', ['Misto quente', 'Bauru']);
  await signIn(page, email);
  await page.goto('/cardapio');
  const section = page.getByRole('region', { name: 'Lanches', exact: true });

  // From the menu's list.
  await section.getByRole('button', { name: 'Excluir Misto quente' }).click();
  let dialog = page.getByRole('dialog', { name: 'Excluir “Misto quente”?' });
  await dialog.getByRole('button', { name: 'Excluir produto' }).dblclick();
  await expect(page.getByText('Produto “Misto quente” excluído')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('link', { name: 'Misto quente', exact: true })).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(errorToasts(page)).toHaveCount(0);

  // From the product's own page, which goes back to the menu.
  await section.getByRole('link', { name: 'Bauru', exact: true }).click();
  await page.getByRole('button', { name: 'Excluir produto' }).click();
  dialog = page.getByRole('dialog', { name: 'Excluir “Bauru”?' });
  await dialog.getByRole('button', { name: 'Excluir produto' }).dblclick();
  await expect(page).toHaveURL(/\/cardapio$/);
  await expect(page.getByText('Produto “Bauru” excluído')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  await expect(errorToasts(page)).toHaveCount(0);
  await expect(page.getByText('Nenhum produto nesta categoria')).toBeVisible();
});
