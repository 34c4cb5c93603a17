import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { consentTexts } from '../packages/content/src/consent';
import { formatDateEl } from '../site/app/lib/dates';
import { e2eBackend, leadsWithEmail, uniqueEmail } from './backend';
import { expect, test } from './fixtures';

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations;

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** This week's Monday as a calendar date in Athens (YYYY-MM-DD). */
function thisMondayInAthens() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

async function signIn(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
}

// A first visit to this browser: the public pages would ask the consent question here.
test.use({ consent: null });

for (const width of [390, 1280]) {
  test.describe(`the back office at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a member of staff signs in, sees none of the public site, and works a lead from its detail', async ({ page }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail(`phone${width}`);
      const answer = await fetch(`${e2eBackend.url}/functions/v1/lead-intake`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          form: 'students',
          firstName: 'Δανάη',
          lastName: 'Ρήγα',
          email,
          phone: `69${String(Date.now()).slice(-8)}`,
          submission_id: crypto.randomUUID(),
        }),
      });
      expect(answer.status).toBe(200);

      await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
      await signIn(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Αιτήσεις' })).toBeVisible();
      // Its own frame: the brand, the back office's pages, who is signed in; none of the visitors' header, footer or question.
      const pages = page.getByRole('navigation', { name: 'Διαχείριση' });
      for (const name of ['Αιτήσεις', 'Αναφορές', 'Πρόσωπα', 'Άρθρα', 'Ημερίδες'])
        await expect(pages.getByRole('link', { name })).toBeVisible();
      await expect(page.getByText(`Συνδεδεμένος ως ${e2eBackend.admin.email}`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Αποσύνδεση' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Κύρια πλοήγηση' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('region', { name: consentTexts.regionLabel })).toHaveCount(0);
      await expect(page.getByRole('searchbox').or(page.getByLabel('Αναζήτηση (όνομα, email, τηλέφωνο)'))).toBeVisible();

      // The list: cards on a phone, the table on a desk.
      const name = 'Δανάη Ρήγα';
      if (width === 390) await expect(page.getByRole('listitem').filter({ hasText: email })).toBeVisible();
      else await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axe(page)).toEqual([]);

      // The detail: its status steps and its note, without going back to the list.
      await page.getByRole('button', { name: `Λεπτομέρειες: ${name}` }).click();
      const detail = page.getByRole('dialog', { name });
      await detail.getByRole('button', { name: `Σήμανση «Σε επικοινωνία»: ${name}` }).click();
      await expect(page.getByText('Η αίτηση είναι τώρα «Σε επικοινωνία».')).toBeVisible();
      await expect(detail.getByRole('button', { name: `Πίσω σε «Νέο»: ${name}` })).toBeVisible();
      await detail.getByLabel('Εσωτερική σημείωση').fill('Κλήση στις 10:00, θα ξαναπάρει μετά το σχολείο.');
      await detail.getByRole('button', { name: 'Αποθήκευση σημείωσης' }).click();
      await expect(page.getByText('Η σημείωση αποθηκεύτηκε.')).toBeVisible();
      expect(await axe(page)).toEqual([]);
      const [stored] = await leadsWithEmail(email, 'status,note');
      expect(stored).toMatchObject({ status: 'contacted', note: 'Κλήση στις 10:00, θα ξαναπάρει μετά το σχολείο.' });
    });

    test('the articles, a person’s requests and the events fit the screen too, axe clean', async ({ page }) => {
      // Three pages, each checked by axe, and each now with the build's status read besides: 26-30 s on a loaded
      // two-core machine, at the default limit's edge (a full run timed out there).
      test.setTimeout(90_000);
      await page.goto('/admin/articles');
      await signIn(page);
      await expect(page.getByRole('heading', { name: 'Νέο Άρθρο' })).toBeVisible();
      // The list too: a table of 52rem is what could widen the page.
      await expect(page.getByRole('region', { name: 'Άρθρα' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Διαχείριση' }).getByRole('link', { name: 'Άρθρα' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axe(page)).toEqual([]);
      await page.getByRole('navigation', { name: 'Διαχείριση' }).getByRole('link', { name: 'Πρόσωπα' }).click();
      await expect(page.getByLabel('Email ή τηλέφωνο')).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axe(page)).toEqual([]);
      await page.getByRole('navigation', { name: 'Διαχείριση' }).getByRole('link', { name: 'Ημερίδες' }).click();
      await expect(page.getByRole('heading', { name: 'Νέα ημερίδα' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Επόμενες' })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axe(page)).toEqual([]);
    });

    test('the reports open at this week’s bars, with nothing to scroll sideways but the charts themselves', async ({ page }) => {
      await page.goto('/admin/reports');
      await signIn(page);
      const chart = page.getByRole('group', { name: /Αιτήσεις ανά εβδομάδα και φόρμα/ });
      await expect(chart).toBeVisible();
      // The chart's own scroller stands at its end (this week), whatever its width.
      expect(await chart.evaluate((scroller) => scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1)).toBe(true);
      // And the table under it lists this week (from its Monday, in Athens) first.
      const figure = page.getByRole('figure').filter({ has: chart });
      await figure.getByText('Πίνακας').click();
      const weeks = figure.getByRole('table').getByRole('rowheader');
      expect(await weeks.count()).toBeGreaterThan(1);
      await expect(weeks.first()).toHaveText(`Εβδομάδα από ${formatDateEl(thisMondayInAthens())}`);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axe(page)).toEqual([]);
    });
  });
}
