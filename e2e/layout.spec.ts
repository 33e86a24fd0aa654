import { expect, test } from '@playwright/test';
import { business } from '../src/content/business';
import { restingTop, waitForHydration } from './support/site';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links go to the home sections from any page', async ({ page }) => {
    await page.goto('/products/strata-multi-unit-inspections');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
    for (const [label, id] of [
      ['Services', 'services'],
      ['About', 'why-choose-us'],
      ['Products', 'products'],
      ['Contact', 'contact'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      expect(Math.abs((await restingTop(page, `#${id}`)) - 80), label).toBeLessThanOrEqual(2);
    }
  });

  test('Book Inspection scrolls to the form leaving 80 px for the header', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Book Inspection' }).click();
    await expect(page).toHaveURL(/#contact$/);
    expect(Math.abs((await restingTop(page, '#contact')) - 80)).toBeLessThanOrEqual(2);
  });

  test('choosing a card updates the address without reload and scrolls to the form', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    await page.locator('#products').getByRole('link', { name: 'Dilapidation Reports', exact: true }).click();
    await expect(page).toHaveURL('/?service=dilapidation-reports#contact');
    expect(Math.abs((await restingTop(page, '#contact')) - 80)).toBeLessThanOrEqual(2);

    await page.locator('#products').getByRole('link', { name: 'Moisture Testing', exact: true }).click();
    await expect(page).toHaveURL('/?addon=moisture-testing#contact');
    expect(Math.abs((await restingTop(page, '#contact')) - 80)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  });

  test('each inspection card has a separate View details link to its page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const details = page.locator('#products').getByRole('link', { name: /^View details/ });
    await expect(details).toHaveCount(9);
    await details.nth(3).click();
    await expect(page).toHaveURL('/products/progress-stage-inspections');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Progress / Stage Inspections');
  });

  test('reduced motion: the scroll jumps instead of animating', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Book Your Inspection' }).click();
    // No animation: the next frame is already there (within the estimated heights of the sections skipped
    // on the way, `.render-near`), and a frame or two later, once they have taken their real heights and the
    // jump has been re-aimed, exactly in place.
    const frames = await page.evaluate(async () => {
      const tops: number[] = [];
      for (let i = 0; i < 6; i++) {
        await new Promise(requestAnimationFrame);
        tops.push(Math.round(document.getElementById('contact')!.getBoundingClientRect().top));
      }
      return tops;
    });
    expect(Math.abs(frames[0]! - 80), `tops by frame: ${frames.join(' ')}`).toBeLessThan(300);
    expect(Math.abs(frames.at(-1)! - 80), `tops by frame: ${frames.join(' ')}`).toBeLessThanOrEqual(2);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens a panel that traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/knowledge/guides');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: /menu/i });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('choosing a link closes the panel and goes to the section', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /menu/i }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('link', { name: 'Services' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/#services$/);
    expect(Math.abs((await restingTop(page, '#services')) - 80)).toBeLessThanOrEqual(2);
  });
});

test('the skip link is the first thing a keyboard reaches and jumps to the content', async ({ page }) => {
  await page.goto('/services/compliance-reports');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the footer carries the claims and links to every product, service and list', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(
    `Licensed builders in NSW (licence no. ${business.credentials.builderLicence})`,
  );
  await expect(footer).toContainText('25+ years');
  await expect(footer).toContainText(/ABN \d{2} \d{3} \d{3} \d{3}/);
  await expect(footer).toContainText('Sydney NSW');
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:info@"]')).toHaveCount(1);
  await expect(footer.getByRole('link', { name: /Placeholder Studio/ })).toHaveCount(1);

  const hrefs = await footer
    .locator('nav a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.filter((h) => h.startsWith('/products/'))).toHaveLength(9);
  expect(hrefs.filter((h) => h.startsWith('/services/'))).toHaveLength(6);
  expect(hrefs.filter((h) => /^\/knowledge\/[a-z]+$/.test(h))).toHaveLength(4);
  for (const href of hrefs) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});
