import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

// The owner builds a menu from nothing: categories in their order, a product with cover, options and
// a promotion, duplicate and pause, and products read from a photo of a printed menu.

const fixtures = path.resolve(import.meta.dirname, '..', 'fixtures');

/** The category's card on /cardapio (a region named after the category). */
function categoryCard(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** A price as the page prints it (Intl puts a no-break space after R$). */
function money(value: string): RegExp {
  return new RegExp(`^R\\$\\s${value}$`);
}

async function categoryOrder(page: Page): Promise<string[]> {
  return page.getByTestId('category-name').allInnerTexts();
}

async function createCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /Nova categoria|Criar categoria/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(dialog).toBeHidden();
  await expect(categoryCard(page, name)).toBeVisible();
}

test('an owner builds categories in order and imports products from a menu photo', async ({ page, request }) => {
  const { email } = await createOwnerViaApi(request, 'Lanchonete do Journey');
  await signIn(page, email);
  await page.goto('/cardapio');

  // A new owner is told what to do first.
  await expect(page.getByText('Seu cardápio ainda não tem categorias')).toBeVisible();
  await createCategory(page, 'Salgados');
  await createCategory(page, 'Bebidas');
  await expect.poll(() => categoryOrder(page)).toEqual(['Salgados', 'Bebidas']);

  // Reorder with the keyboard: pick up Bebidas, move it up, drop it; the order survives a reload.
  const handle = page.getByRole('button', { name: 'Mover categoria Bebidas' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'Bebidas está sobre Salgados.' })).toBeAttached();
  const saved = page.waitForResponse((r) => r.url().endsWith('/menu/categories/ranking') && r.ok());
  await page.keyboard.press('Space');
  await saved;
  await expect.poll(() => categoryOrder(page)).toEqual(['Bebidas', 'Salgados']);
  await page.reload();
  await expect.poll(() => categoryOrder(page)).toEqual(['Bebidas', 'Salgados']);

  // Import from the photo of a printed menu: review the drafts, choose the category, import.
  await page.getByRole('button', { name: 'Importar de foto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar produtos de uma foto' });
  await dialog.getByLabel('Escolher foto').setInputFiles(path.join(fixtures, 'menu-photo.png'));
  await expect(dialog.getByText('Encontramos 2 produtos')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByLabel('Nome do produto 1')).toHaveValue(/Coxinha de frango/i);
  await expect(dialog.getByLabel('Nome do produto 2')).toHaveValue(/Pastel de queijo/i);
  await expect(dialog.getByLabel('Preço do produto 1')).toHaveValue(money('8,50'));
  await expect(dialog.getByLabel('Preço do produto 2')).toHaveValue(money('12,00'));
  await dialog.getByLabel('Importar para a categoria').selectOption({ label: 'Salgados' });
  await dialog.getByRole('button', { name: 'Importar 2 produtos' }).click();
  await expect(dialog).toBeHidden();

  const salgados = categoryCard(page, 'Salgados');
  await expect(salgados.getByRole('link', { name: /Coxinha de frango/i })).toBeVisible();
  await expect(salgados.getByRole('link', { name: /Pastel de queijo/i })).toBeVisible();
  await expect(salgados.getByText(money('8,50')).filter({ visible: true })).toBeVisible();
  await expect(salgados.getByText(money('12,00')).filter({ visible: true })).toBeVisible();
  await expect(categoryCard(page, 'Bebidas').getByText('Nenhum produto nesta categoria')).toBeVisible();
});

test('a menu of 1,000 products in 50 categories stays light: products load per category as the owner scrolls', async ({ page, request }) => {
  const { email, token } = await createOwnerViaApi(request, 'Cantina dos Mil Pratos');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (let c = 1; c <= 50; c++) {
    const created = await request.post('/api/v1/menu/categories', { headers, data: { name: `Categoria ${c}` } });
    expect(created.status()).toBe(201);
    const { data: category } = (await created.json()) as { data: { id: number } };
    const products = Array.from({ length: 20 }, (_, i) => ({ name: `Prato ${c}-${i + 1}`, amount: 1000 + i * 10 }));
    const imported = await request.post('/api/v1/products/import', { headers, data: { category_id: category.id, products } });
    expect(imported.status()).toBe(201);
  }

  await signIn(page, email);
  const started = Date.now();
  await page.goto('/cardapio');
  await expect(page.getByRole('region', { name: 'Categoria 1', exact: true }).getByRole('link', { name: 'Prato 1-1', exact: true })).toBeVisible();
  const firstPaint = Date.now() - started;
  expect(firstPaint).toBeLessThan(5_000);
  await expect(page.getByTestId('category-section')).toHaveCount(50);
  // Only the categories near the screen have fetched their products, not all 1,000.
  expect(await page.getByTestId('product-row').count()).toBeLessThan(200);

  // The last category loads its products when scrolled to.
  const last = page.getByRole('region', { name: 'Categoria 50', exact: true });
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('link', { name: 'Prato 50-20', exact: true })).toBeVisible();

  // Searching narrows the page to what matches.
  await page.getByLabel('Buscar no cardápio').fill('Prato 37-5');
  await expect(page.getByTestId('category-section')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Prato 37-5', exact: true })).toBeVisible();
});
