import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

// Issue 13: what the menu screens refuse or ask before saving — free food, nonsense hours, a fake
// picture, text past its limit — and the filters and dialogs that got in the way.

type Api = { request: APIRequestContext; headers: Record<string, string> };

async function ownerWithMenu(page: Page, request: APIRequestContext, business: string): Promise<Api> {
  const { email, token } = await createOwnerViaApi(request, business);
  await signIn(page, email);
  return { request, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

async function addCategory({ request, headers }: Api, name: string): Promise<number> {
  const res = await request.post('/api/v1/menu/categories', { headers, data: { name } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function addProduct({ request, headers }: Api, data: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/v1/products', { headers, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('a discount that reaches the price, and a product that would cost nothing, are not saved without a word', async ({ page, request }) => {
  // Two pages and three dialogs: 20 s alone, past 30 s in the full run on a loaded 2-CPU machine.
  test.setTimeout(60_000);
  const api = await ownerWithMenu(page, request, 'Cantina Sem Brinde');
  const categoryId = await addCategory(api, 'Pizzas');
  const pizza = await addProduct(api, { category_id: categoryId, name: 'Pizza Margherita', amount: 2590 });

  // A fixed discount of R$ 30,00 on R$ 25,90: the form says so as it is typed, and does not save it.
  await page.goto(`/cardapio/${pizza}/promotions`);
  await page.getByRole('button', { name: 'Nova promoção' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova promoção' });
  // An empty discount is "obrigatório", not "deve ser um número".
  await dialog.getByRole('button', { name: 'Salvar promoção' }).click();
  await expect(dialog.getByText('O campo valor do desconto é obrigatório')).toBeVisible();
  await dialog.getByLabel('Tipo').selectOption('fixed');
  await dialog.getByLabel('Desconto', { exact: true }).click();
  await dialog.getByLabel('Desconto', { exact: true }).pressSequentially('30');
  const reaches = 'O desconto deve ser menor que o preço do produto: com ele, o produto sairia de graça';
  await expect(dialog.getByText(reaches)).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar promoção' }).click();
  await expect(dialog.getByText(reaches)).toBeVisible();
  // Focus selects the amount, so the key typed replaces it (decision 0037): R$ 3,00.
  await dialog.getByLabel('Desconto', { exact: true }).press('3');
  await expect(dialog.getByText('Com este desconto, R$ 25,90 passa a R$ 22,90.')).toBeVisible();

  // A new product at R$ 0,00 asks before it is offered for free.
  await page.goto('/cardapio/add');
  await page.getByLabel('Nome', { exact: true }).fill('Água da casa');
  await page.getByLabel('Categoria').selectOption({ label: 'Pizzas' });
  await page.getByRole('button', { name: 'Criar produto' }).click();
  const free = page.getByRole('dialog', { name: 'Este produto ficará grátis' });
  await expect(free).toBeVisible();
  await expect(free.getByText(/“Água da casa” não tem preço nem opções com preço/)).toBeVisible();
  await free.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/cardapio\/add$/);
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await free.getByRole('button', { name: 'Deixar grátis' }).click();
  await expect(page).toHaveURL(/\/cardapio\/\d+\/basic$/);
  await expect(page.getByRole('heading', { name: 'Água da casa', level: 1 })).toBeVisible();
});

test('hours that offer nothing are refused: 10:00–10:00, and every day off', async ({ page, request }) => {
  const api = await ownerWithMenu(page, request, 'Cantina dos Horários');
  const categoryId = await addCategory(api, 'Pratos');
  const feijoada = await addProduct(api, { category_id: categoryId, name: 'Feijoada', amount: 4500 });
  await page.goto(`/cardapio/${feijoada}/horarios`);

  await page.getByLabel('Segunda-feira: abertura').fill('10:00');
  await page.getByLabel('Segunda-feira: fechamento').fill('10:00');
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(
    page.getByTestId('schedule-monday').getByText('O horário de fechamento deve ser diferente do horário de abertura. Para o dia todo, use das 00:00 às 23:59'),
  ).toBeVisible();
  await expect(page.getByText('Horários salvos')).toHaveCount(0);

  // A range across midnight is fine.
  await page.getByLabel('Segunda-feira: abertura').fill('18:00');
  await page.getByLabel('Segunda-feira: fechamento').fill('02:00');
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(page.getByText('Horários salvos')).toBeVisible();

  // Every day off: the page says what it means and saves nothing.
  for (const day of ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado']) {
    await page.getByRole('switch', { name: day }).uncheck();
  }
  const never = page.getByTestId('schedule-never-offered');
  await expect(never).toContainText('Com todos os dias desligados, o produto nunca fica disponível');
  const saves: string[] = [];
  page.on('request', (r) => (r.method() === 'PUT' && r.url().includes('/api/v1/schedules/') ? saves.push(r.url()) : undefined));
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(never).toBeFocused();
  expect(saves).toEqual([]);
});

test('a text file renamed .png is refused under the cover field, and no product is created', async ({ page, request }) => {
  const api = await ownerWithMenu(page, request, 'Cantina da Foto');
  await addCategory(api, 'Lanches');
  const creates: string[] = [];
  page.on('request', (r) => (r.method() === 'POST' && r.url().endsWith('/api/v1/products') ? creates.push(r.url()) : undefined));
  await page.goto('/cardapio/add');
  await page.getByLabel('Nome', { exact: true }).fill('X-Salada');
  await page.getByLabel('Imagem de capa').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('isto não é uma imagem') });
  await expect(page.getByText('Escolha uma imagem JPEG, PNG ou WebP.')).toBeVisible();
  await expect(page.getByTestId('cover-preview')).toHaveCount(0);
  expect(creates).toEqual([]);
  await page.goto('/cardapio');
  await expect(page.getByRole('region', { name: 'Lanches', exact: true }).getByText('Nenhum produto nesta categoria')).toBeVisible();
});

test('category names past 80 characters are counted and refused, and Esc asks before throwing typing away', async ({ page, request }) => {
  await ownerWithMenu(page, request, 'Cantina dos Nomes');
  await page.goto('/cardapio');
  await page.getByRole('button', { name: /Nova categoria|Criar categoria/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  const name = dialog.getByLabel('Nome');

  // Esc with something typed asks first; Cancel keeps the text.
  await name.fill('Massas');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Cancelar' }).click();
  await expect(discard).toBeHidden();
  await expect(name).toHaveValue('Massas');

  // 81 characters: nothing cut, a counter and a message; saving is refused with the API's words.
  const long = `Massas artesanais, molhos da casa e acompanhamentos ${'x'.repeat(81)}`.slice(0, 81);
  await name.fill(long);
  await expect(name).toHaveValue(long);
  await expect(dialog.getByTestId('char-count')).toContainText('81/80');
  await expect(dialog.getByText('Use no máximo 80 caracteres (1 a mais)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(dialog.getByText('O campo nome não deve ter mais que 80 caracteres')).toBeVisible();

  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Descartar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Seu cardápio ainda não tem categorias')).toBeVisible();
});

test('the "Pausados" filter shows only the categories with paused products', async ({ page, request }) => {
  const api = await ownerWithMenu(page, request, 'Cantina dos Filtros');
  const pizzas = await addCategory(api, 'Pizzas');
  const drinks = await addCategory(api, 'Bebidas');
  await addCategory(api, 'Sobremesas');
  await addProduct(api, { category_id: pizzas, name: 'Pizza Calabresa', amount: 3990 });
  await addProduct(api, { category_id: pizzas, name: 'Pizza Portuguesa', amount: 4290, active: false });
  await addProduct(api, { category_id: drinks, name: 'Suco de laranja', amount: 900 });

  await page.goto('/cardapio');
  await expect(page.getByTestId('category-section')).toHaveCount(3);
  await page.getByRole('button', { name: 'Pausados' }).click();
  await expect(page.getByTestId('category-section')).toHaveCount(1);
  const section = page.getByRole('region', { name: 'Pizzas', exact: true });
  await expect(section.getByRole('link', { name: 'Pizza Portuguesa', exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Pizza Calabresa', exact: true })).toHaveCount(0);

  // Nothing matches at all: an empty state, and the way back.
  await page.getByRole('button', { name: 'Em promoção' }).click();
  await expect(page.getByText('Nenhum produto neste filtro')).toBeVisible();
  await expect(page.getByTestId('category-section')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mostrar todos' }).click();
  await expect(page.getByTestId('category-section')).toHaveCount(3);
});
