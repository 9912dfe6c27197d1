import { expect, test, type Page } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

// Issue 14, "Delivery areas and fees": an owner in São Paulo lists the bairros served, each with
// its own fee and a minimum order, changes the fee of all of them at once, and finds it all kept.

const BAIRROS = [
  { name: 'Moema', fee: '8' },
  { name: 'Pinheiros', fee: '6,50' },
  { name: 'Vila Mariana', fee: '7' },
];

/** A money field's value: Intl writes a no-break space after R$. */
const reais = (amount: string) => new RegExp(`^R\\$\\s${amount}$`);

/** Adds a bairro from the search: the city's own if some business added it already, else created. */
async function addBairro(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Buscar bairro' }).fill(name);
  await page.getByRole('button', { name: new RegExp(`^(Adicionar ${name}|Criar “${name}” e adicionar)$`) }).click();
  await expect(page.getByRole('group', { name, exact: true })).toBeVisible();
}

test('three bairros of São Paulo with fees and a minimum order, a bulk fee, kept after a reload', async ({ page, request }) => {
  test.slow(); // 27 s on a busy 2-core machine: close to the default 30 s
  const { email } = await createOwnerViaApi(request, 'Pizzaria Entrega Certa');
  await signIn(page, email);
  await page.goto('/settings/entrega-bairros-taxa');

  // The page opens on the business's city, from its address.
  await expect(page.getByLabel('Estado')).toHaveValue('35');
  await expect(page.getByLabel('Cidade')).toHaveValue('3550308');
  await expect(page.getByText('Nenhum bairro na lista ainda')).toBeVisible();

  for (const { name, fee } of BAIRROS) {
    await addBairro(page, name);
    await page.getByLabel(`Taxa de entrega em ${name}`).fill(fee);
  }
  await page.getByLabel('Pedido mínimo em Moema').fill('30');
  await expect(page.getByLabel('Taxa de entrega em Pinheiros')).toHaveValue(reais('6,50'));
  await expect(page.getByText('3 bairros', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Áreas de entrega salvas')).toBeVisible();

  // Bulk edit: every bairro selected, one fee for all.
  await page.getByLabel('Selecionar todos os bairros').check();
  const bulk = page.getByTestId('bulk-fee-bar');
  await expect(bulk.getByText('3 bairros selecionados')).toBeVisible();
  await bulk.getByLabel('Nova taxa').fill('10');
  await bulk.getByRole('button', { name: 'Aplicar taxa' }).click();
  for (const { name } of BAIRROS) await expect(page.getByLabel(`Taxa de entrega em ${name}`)).toHaveValue(reais('10,00'));

  // Leaving with the bulk fee not saved asks first.
  await page.getByRole('link', { name: 'Dados do negócio' }).click();
  const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/settings\/entrega-bairros-taxa$/);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Áreas de entrega salvas')).toBeVisible();

  await page.reload();
  for (const { name } of BAIRROS) await expect(page.getByLabel(`Taxa de entrega em ${name}`)).toHaveValue(reais('10,00'));
  await expect(page.getByLabel('Pedido mínimo em Moema')).toHaveValue(reais('30,00'));
  await expect(page.getByLabel('Pedido mínimo em Pinheiros')).toHaveValue(reais('0,00'));
  // Nothing left to save.
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeDisabled();
});

/** Pastes `text` into the focused field as the clipboard would (a paste event carrying it). */
async function paste(page: Page, text: string) {
  await page.evaluate((clip) => {
    const data = new DataTransfer();
    data.setData('text/plain', clip);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

// Issue 31, item 3: a fee of R$ 5,00 clicked and typed 6 became R$ 50,06; typing 5 into an empty fee
// saved R$ 0,05. Focus selects the amount, typing replaces it, and a paste reads what was meant.
test('a bairro fee is typed as it is said: a click selects it, typing and pasting replace it, and it is kept', async ({ page, request }) => {
  // Twenty keystrokes, pastes and checks, a save and a reload: about 20 s alone, over 30 s beside the other worker.
  test.setTimeout(60_000);
  const { email } = await createOwnerViaApi(request, 'Pizzaria Taxa Certa');
  await signIn(page, email);
  await page.goto('/settings/entrega-bairros-taxa');
  await addBairro(page, 'Moema');
  const fee = page.getByLabel('Taxa de entrega em Moema');

  await fee.click();
  await page.keyboard.type('5');
  await fee.blur();
  await expect(fee).toHaveValue(reais('5,00'));

  await fee.click();
  await expect(fee).toHaveValue('5,00');
  await page.keyboard.type('6');
  await expect(fee).toHaveValue('6');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('8');
  await fee.blur();
  await expect(fee).toHaveValue(reais('8,00'));

  for (const [clip, shown] of [['5', '5,00'], ['5,5', '5,50'], ['5.50', '5,50'], ['R$ 5,50', '5,50']] as const) {
    await fee.click();
    await paste(page, clip);
    await fee.blur();
    await expect(fee, `pasting ${clip}`).toHaveValue(reais(shown));
  }

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Áreas de entrega salvas')).toBeVisible();
  await page.reload();
  await expect(fee).toHaveValue(reais('5,50'));
});
