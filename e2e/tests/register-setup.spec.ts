import { expect, test } from '@playwright/test';
import { linkFromOutbox, uniqueEmail } from './support';

test('a new owner registers, confirms the e-mail from the outbox, sets up the business and sees it at home', async ({ page, request }) => {
  const email = uniqueEmail('nova.dona');
  await page.goto('/register');
  await expect(page).toHaveTitle('Comanda');
  await page.getByLabel('Nome completo').fill('Joana Pereira');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-123');
  await page.getByLabel('Confirme a senha').fill('senha-forte-123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
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
  await page.getByLabel('CEP').fill('20040-020');
  await page.getByLabel('Rua').fill('Rua da Assembleia');
  await page.getByLabel('Número', { exact: true }).fill('10');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Cidade').fill('Rio de Janeiro');
  await page.getByLabel('Estado').selectOption('RJ');
  await page.getByLabel('Taxa de entrega').fill('650');
  await expect(page.getByLabel('Taxa de entrega')).toHaveValue(/6,50/);
  await page.getByRole('button', { name: 'Criar meu negócio' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-business-name')).toContainText('Lanchonete da Joana');
  await expect(page).toHaveTitle('Comanda');
});

test('registration errors are shown on the fields in Portuguese', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nome completo').fill('Joana');
  await page.getByLabel('E-mail').fill(uniqueEmail('erro'));
  await page.getByLabel('Senha', { exact: true }).fill('senha-forte-123');
  await page.getByLabel('Confirme a senha').fill('outra-senha-123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('A confirmação do campo senha não confere')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
