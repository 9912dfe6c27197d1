import { expect, test, type Page } from '@playwright/test';
import { linkFromOutbox, registerViaApi, signIn, uniqueEmail } from './support';

/** Fills /register and sends it; the password is confirmed unless `confirmation` differs. */
async function signUp(page: Page, { name, email, whatsapp, confirmation }: { name: string; email: string; whatsapp?: string; confirmation?: string }) {
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('E-mail').fill(email);
  if (whatsapp) await page.getByLabel('WhatsApp').fill(whatsapp);
  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-123');
  await page.getByLabel('Confirme a senha').fill(confirmation ?? 'senha-forte-123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

test('a new owner registers, confirms the e-mail from the outbox, sets up the business and sees it at home', async ({ page, request }) => {
  const email = uniqueEmail('nova.dona');
  await page.goto('/register');
  await expect(page).toHaveTitle('Comanda');
  await signUp(page, { name: 'Joana Pereira', email });
  // Sign-up opens no session and says the same for any e-mail: the link mailed to it logs in.
  await expect(page.getByTestId('register-sent')).toContainText(email);
  await expect(page).toHaveURL(/\/register$/);

  const link = await linkFromOutbox(request, email, '/verify-email');
  await page.goto(link);
  await expect(page.getByTestId('result-success')).toBeVisible();
  // The same link opened again says the e-mail is confirmed, not that the link is invalid.
  await page.goto(link);
  await expect(page.getByTestId('result-success')).toContainText('Seu e-mail já está confirmado.');
  await page.getByRole('link', { name: 'Configurar meu negócio' }).click();
  await expect(page).toHaveURL(/\/setup$/);

  await expect(page.getByRole('heading', { name: 'Configure seu negócio' })).toBeVisible();
  await page.getByLabel('Nome do negócio').fill('Lanchonete da Joana');
  await page.getByLabel('WhatsApp do negócio').fill('(21) 99876-5432');
  await page.getByLabel('Segmento').selectOption('snack_bar');
  // A full CEP fills the address from the CEP provider (the e2e server's local stand-in).
  await page.getByLabel('CEP').fill('20040-020');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua da Assembleia');
  await expect(page.getByLabel('Bairro')).toHaveValue('Centro');
  await expect(page.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  await expect(page.getByLabel('Estado')).toHaveValue('RJ');
  await page.getByLabel('Número', { exact: true }).fill('10');
  await page.getByLabel('Taxa de entrega').fill('6,50');
  await expect(page.getByLabel('Taxa de entrega')).toHaveValue(/6,50/);
  await page.getByRole('button', { name: 'Criar meu negócio' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-business-name')).toContainText('Lanchonete da Joana');
  await expect(page).toHaveTitle('Comanda');
});

test('registration errors are shown on the fields in Portuguese', async ({ page }) => {
  await page.goto('/register');
  await signUp(page, { name: 'Joana', email: uniqueEmail('erro'), confirmation: 'outra-senha-123' });
  await expect(page.getByText('A confirmação do campo senha não confere')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a CEP the provider does not know says so quietly and leaves the address to be typed', async ({ page, request }) => {
  const email = uniqueEmail('cep');
  await registerViaApi(request, email);
  await signIn(page, email);
  await page.goto('/setup');
  await page.getByLabel('CEP').fill('99999-999');
  await expect(page.getByText('CEP não encontrado. Digite o endereço.')).toBeVisible();
  await page.getByLabel('Rua').fill('Rua Nova');
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Nova');
});

test('a one-letter name and an incomplete WhatsApp are refused on their fields before anything is sent', async ({ page }) => {
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/register')) posted.push(r.url());
  });
  await page.goto('/register');
  await signUp(page, { name: 'J', email: uniqueEmail('letra'), whatsapp: '(12) 3' });
  await expect(page.getByText('O campo nome deve ter pelo menos 2 letras')).toBeVisible();
  await expect(page.getByText('O campo WhatsApp deve ser um número de telefone válido, com DDD')).toBeVisible();
  await expect(page.getByLabel('WhatsApp')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('register-sent')).toHaveCount(0);
  expect(posted).toEqual([]);
});
