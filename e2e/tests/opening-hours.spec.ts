import { expect, test, type Page } from '@playwright/test';
import { createOwnerViaApi, signIn } from './support';

/*
 * Opening hours (issue 14): the owner sets a Saturday night running past midnight, a Monday lunch
 * and a holiday, and the home page says "Aberto agora" or "Fechado" by the clock the test sets. The
 * server computes it; with NODE_ENV=test (the journeys' server) an X-Test-Now header sets the
 * instant of each request (apps/api/src/lib/request-clock.ts), here for every request of the page.
 * 2026-11-21 is a Saturday; the business is in São Paulo (-03:00 all year).
 */

async function homeAt(page: Page, instant: string) {
  await page.context().setExtraHTTPHeaders({ 'x-test-now': instant });
  await page.goto('/');
  return page.getByTestId('home-opening-status');
}

test('hours crossing midnight and a holiday decide "Aberto agora" / "Fechado" on the home page', async ({ page, request }) => {
  // Many steps and four page loads: more than the default 30 s on a busy machine.
  test.slow();
  const { email } = await createOwnerViaApi(request, 'Bar da Madrugada');
  await signIn(page, email);
  await expect(page.getByTestId('home-opening-status')).toHaveText('Fechado · sem horário definido');

  await page.getByTestId('home-opening-status').click();
  await expect(page).toHaveURL(/\/settings\/horarios$/);

  const saturday = page.getByRole('group', { name: 'Sábado', exact: true });
  await saturday.getByRole('button', { name: 'Adicionar horário: Sábado' }).click();
  await saturday.getByLabel('Abertura, Sábado, horário 1').fill('18:00');
  await saturday.getByLabel('Fechamento, Sábado, horário 1').fill('02:00');
  await expect(saturday).toContainText('até as 02:00 do dia seguinte');

  // An overlapping second range is refused on its own field, before any request.
  await saturday.getByRole('button', { name: 'Adicionar horário: Sábado' }).click();
  await saturday.getByLabel('Abertura, Sábado, horário 2').fill('23:00');
  await saturday.getByLabel('Fechamento, Sábado, horário 2').fill('23:30');
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(saturday.getByText('Este horário se sobrepõe a outro horário do mesmo dia')).toBeVisible();
  await saturday.getByRole('button', { name: 'Remover horário 2: Sábado' }).click();

  // Monday lunch, copied to Tuesday.
  const monday = page.getByRole('group', { name: 'Segunda-feira', exact: true });
  await monday.getByRole('button', { name: 'Adicionar horário: Segunda-feira' }).click();
  await expect(monday.getByLabel('Abertura, Segunda-feira, horário 1')).toHaveValue('11:00');
  await monday.getByRole('button', { name: 'Copiar para outros dias os horários de Segunda-feira' }).click();
  await monday.getByLabel('Terça-feira').check();
  await monday.getByRole('button', { name: 'Copiar', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Terça-feira', exact: true }).getByLabel('Fechamento, Terça-feira, horário 1')).toHaveValue('15:00');

  // Monday 2026-11-23 is a holiday, closed all day.
  await page.getByRole('button', { name: 'Adicionar data' }).click();
  await page.getByTestId('opening-exception').getByLabel('Data', { exact: true }).fill('2026-11-23');
  await expect(page.getByTestId('opening-exception').getByLabel('Nesse dia')).toHaveValue('closed');

  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(page.getByText('Horários salvos')).toBeVisible();
  await expect(page.getByText('Há alterações não salvas.')).toHaveCount(0);

  // Sunday 01:30: still Saturday night's range.
  await expect(await homeAt(page, '2026-11-22T01:30:00-03:00')).toHaveText('Aberto agora · fecha às 02:00');
  // Sunday 03:00: closed; Monday is the holiday, so Tuesday's lunch is next.
  await expect(await homeAt(page, '2026-11-22T03:00:00-03:00')).toHaveText('Fechado · abre terça às 11:00');
  // The holiday itself, at lunch time.
  await expect(await homeAt(page, '2026-11-23T12:00:00-03:00')).toHaveText('Fechado · abre amanhã às 11:00');
  // The next Monday is an ordinary one.
  await expect(await homeAt(page, '2026-11-30T12:00:00-03:00')).toHaveText('Aberto agora · fecha às 15:00');
});

test('a save over hours someone else saved meanwhile is refused, and the page shows theirs', async ({ page, request }) => {
  const { email, token } = await createOwnerViaApi(request, 'Cantina das Duas Abas');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const business = (await (await request.get('/api/v1/businesses/current', { headers })).json()) as { data: { id: number } };
  await signIn(page, email);
  await page.goto('/settings/horarios');
  const sunday = page.getByRole('group', { name: 'Domingo', exact: true });
  await sunday.getByRole('button', { name: 'Adicionar horário: Domingo' }).click();

  // Meanwhile, another tab saves Wednesday evenings over the same version.
  const evenings = { opening_time: '18:00', closing_time: '22:00' };
  const week = { sunday: [], monday: [], tuesday: [], wednesday: [evenings], thursday: [], friday: [], saturday: [] };
  const other = await request.put(`/api/v1/businesses/${business.data.id}/schedules`, { headers, data: { week, exceptions: [], version: 0 } });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await expect(page.getByText('Os horários foram alterados por outra pessoa enquanto você editava.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Ver horários atuais' }).click();
  await expect(page.getByLabel('Fechamento, Quarta-feira, horário 1')).toHaveValue('22:00');
  await expect(sunday.getByText('Fechado neste dia')).toBeVisible();
});
