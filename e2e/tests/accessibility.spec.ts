import { expect, test, type Page } from '@playwright/test';
import { DEMO, registerViaApi, signIn, uniqueEmail } from './support';

// Issue 13, item 15: landmarks, names and a way past the menu for keyboard users.

/** After signing in (in Portuguese, as signIn types), the same page in English. */
async function reloadInEnglish(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  await page.reload();
}

test('a page that fails inside the app, and an unknown address, each have one main landmark', async ({ page }) => {
  await signIn(page, DEMO.owner);
  // A page whose code cannot be loaded shows its retry inside the layout (menu and top bar stay, issue 31).
  await page.route(/\/assets\/customers-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/customers');
  await expect(page.getByTestId('chunk-retry')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
  await expect(page.getByRole('main')).toHaveCount(1);

  // An unknown address is shown without the layout, still with one main.
  await page.goto('/no/such/page');
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('the first Tab reaches "Pular para o conteúdo", and Enter moves focus to the page', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/cardapio');
  await expect(page.getByRole('heading', { name: 'Cardápio', level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes into the page, not back to the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('the setup page has the skip link too, in English as well', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('skip');
  await registerViaApi(request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/setup$/);
  await reloadInEnglish(page, baseURL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // This page puts focus in its first field; the skip link is still the first stop of the page.
  const first = await page.evaluate(() => document.querySelector('a[href], button, input, select, textarea')?.textContent);
  expect(first).toBe('Skip to content');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await skip.focus();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the language buttons are named by what they show (WCAG 2.5.3)', async ({ page }) => {
  await page.goto('/login');
  const group = page.getByRole('group', { name: 'Idioma' });
  const buttons = group.getByRole('button');
  await expect(buttons).toHaveCount(2);
  for (const [visible, language] of [
    ['PT', 'Português'],
    ['EN', 'English'],
  ] as const) {
    const button = group.getByRole('button', { name: new RegExp(`^${visible}\\b`) });
    await expect(button).toHaveText(visible);
    await expect(button).toHaveAccessibleName(new RegExp(`^${visible} – ${language}$`));
  }
});

for (const lang of ['pt', 'en'] as const) {
  test(`every label of the side menu fits its rail (${lang}, 1280 px)`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The admin sees every entry, "Restaurantes" included.
    await signIn(page, DEMO.admin);
    if (lang === 'en') await reloadInEnglish(page, baseURL);
    const labels = page.locator('aside nav a > span:not([data-testid])');
    await expect(labels.first()).toBeVisible();
    const clipped = await labels.evaluateAll((spans) =>
      spans
        .filter((span) => {
          const box = span.getBoundingClientRect();
          const rail = span.closest('aside')!.getBoundingClientRect();
          return span.scrollWidth > span.clientWidth + 0.5 || box.left < rail.left || box.right > rail.right;
        })
        .map((span) => span.textContent),
    );
    expect(clipped).toEqual([]);
    await expect(page.getByTestId('menu-businesses')).toContainText(lang === 'pt' ? 'Restaurantes' : 'Restaurants');
  });
}
