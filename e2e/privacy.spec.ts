import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { consentTexts, collectionNotice, noticeVersion, sampleCollectionNotice } from '../packages/content/src/consent';
import { privacySettingsLink } from '../packages/content/src/navigation';
import { privacyNotice } from '../packages/content/src/privacy';
import { consentStorageKey } from '../packages/data/src/privacy';
import { conversionsOf, e2eBackend, leadsWithEmail, mailsFor, mailsTo, tokenOf, uniqueEmail } from './backend';
import { heldSubmitTimeoutMs } from '../site/app/islands/firstTouch';
import { expect, hydrated, test } from './fixtures';
import { leadFormCases } from './leadForms';

const bar = (page: Page) => page.getByRole('region', { name: consentTexts.regionLabel });
const students = leadFormCases.find((entry) => entry.form === 'students')!;

async function sendStudentsForm(page: Page, email: string) {
  const form = page.locator('#students-form');
  for (const [label, value] of Object.entries(students.fill)) await form.getByLabel(label).fill(value || email);
  await form.getByRole('button', { name: students.submitLabel }).click();
  // Posted at once by the form's code, or, held for code that never comes, by the browser after the held-submit wait.
  await expect(page).toHaveURL(/\/students\/thank-you$/, { timeout: heldSubmitTimeoutMs + 10_000 });
  const [lead] = await leadsWithEmail(email);
  return lead!.submission_id!;
}

/** The conversion lines of one lead: sent (here a dry run: no Meta credentials), or skipped without consent. */
const sent = (id: string) => conversionsOf(id).filter((line) => !line.includes('skipped'));
const skipped = (id: string) => conversionsOf(id).filter((line) => line.includes('conversion skipped: no consent'));

test.describe('the privacy notice', () => {
  test('the footer link opens the notice: every part, its version and date, the authority', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Προσωπικά δεδομένα' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyNotice.title);
    for (const section of privacyNotice.sections)
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^Έκδοση ${noticeVersion.replace('.', '\\.')}, \\d+ [Α-Ωα-ωίϊΐόάέύϋΰήώ]+ \\d{4}$`)),
    ).toBeVisible();
    await expect(
      page.getByText(/Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα, Λεωφόρος Κηφισίας 1-3, 115 23 Αθήνα, www\.dpa\.gr/),
    ).toBeVisible();
  });

  test('every form says what its data is for, with a link to the notice', async ({ page }) => {
    for (const entry of leadFormCases) {
      await page.goto(entry.page);
      const line = page.locator(`#${entry.form}-form`).getByText(collectionNotice.text);
      await expect(line, entry.page).toBeVisible();
      await expect(line.getByRole('link', { name: collectionNotice.linkLabel })).toHaveAttribute('href', '/privacy');
    }
    await page.goto('/tests');
    await expect(page.locator('#sample-download-form').getByText(sampleCollectionNotice.text)).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the notice reads in full, says no answer is stored, and every form carries its line and link', async ({ page }) => {
    await page.goto('/privacy');
    for (const section of privacyNotice.sections)
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(page.getByText(consentTexts.withoutJavaScript)).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    for (const entry of leadFormCases) {
      await page.goto(entry.page);
      await expect(page.locator(`#${entry.form}-form`).getByRole('link', { name: collectionNotice.linkLabel }), entry.page).toHaveAttribute(
        'href',
        '/privacy',
      );
    }
  });

  test('a lead sent without JavaScript carries no answer: stored all the same, no conversion', async ({ page }) => {
    await page.goto('/students');
    const id = await sendStudentsForm(page, uniqueEmail('consent-nojs'));
    await expect.poll(() => skipped(id)).toHaveLength(1);
    expect(sent(id)).toEqual([]);
  });
});

test.describe('consent before any conversion', () => {
  test.use({ consent: null });

  for (const [name, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } })) {
    test(`the question comes once, moves nothing, takes no focus, is not the largest paint, and passes axe (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const seen = { shift: 0, largest: [] as (Element | null)[] };
        (window as unknown as { paintAndShift: typeof seen }).paintAndShift = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) seen.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) seen.largest.push(entry.element);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto('/students');
      await expect(bar(page)).toBeVisible();
      // The hero image decoded, then two frames: its paint, and a shift the question caused, are reported by then.
      await page.evaluate(async () => {
        await Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].map((image) => (image as HTMLImageElement).decode()));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const measured = await page.evaluate((label) => {
        const { shift, largest } = (window as unknown as { paintAndShift: { shift: number; largest: (Element | null)[] } }).paintAndShift;
        return {
          shift,
          // The largest paint is the last candidate reported. A first frame of a page still being parsed (a busy
          // machine) can hold the header and the question alone, and name the question until the page paints.
          largestInBar: Boolean(largest.at(-1)?.closest(`[aria-label="${label}"]`)),
          focused: document.activeElement === document.body,
        };
      }, consentTexts.regionLabel);
      expect(measured).toEqual({ shift: 0, largestInBar: false, focused: true });
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      // By keyboard: the skip link first, then the question, its two answers alike.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Μετάβαση στο κύριο περιεχόμενο' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(bar(page).getByRole('button', { name: consentTexts.accept })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(bar(page).getByRole('button', { name: consentTexts.reject })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(bar(page)).toHaveCount(0);
      await expect(page.locator('main')).toBeFocused();
    });
  }

  test('a visitor who accepts gets exactly one conversion; the answer survives a reload and changes from the footer', async ({ page }) => {
    await page.goto('/students');
    await bar(page).getByRole('button', { name: consentTexts.accept }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(bar(page)).toHaveCount(0);
    const id = await sendStudentsForm(page, uniqueEmail('consent-yes'));
    await expect.poll(() => sent(id)).toEqual([expect.stringMatching(/^\S+ conversion dry run/)]);
    expect(skipped(id)).toEqual([]);
    // Changed from the footer: the question again, in place.
    await page.getByRole('contentinfo').getByRole('link', { name: privacySettingsLink.label }).click();
    await expect(bar(page)).toBeVisible();
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    await bar(page).getByRole('button', { name: consentTexts.reject }).click();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), consentStorageKey)) ?? '{}')).toMatchObject({
      choice: 'denied',
      noticeVersion,
    });
  });

  test('one who refuses, or never answers, gets none, and their lead is stored all the same', async ({ page }) => {
    await page.goto('/students');
    const never = await sendStudentsForm(page, uniqueEmail('consent-never'));
    await page.goto('/students');
    await bar(page).getByRole('button', { name: consentTexts.reject }).click();
    const refused = await sendStudentsForm(page, uniqueEmail('consent-no'));
    for (const id of [never, refused]) {
      await expect.poll(() => skipped(id)).toHaveLength(1);
      expect(sent(id)).toEqual([]);
    }
  });
});

test.describe('an answer given earlier travels with a form sent before hydration', () => {
  test.use({ consent: 'granted', waitForHydration: false });

  test('the plain form posts it, and the lead converts', async ({ page }) => {
    // The islands loader never arrives (a network that stalls on it): the submit is held for it, then the page posts
    // the form as plain HTML, with the answer given earlier.
    await page.route(/\/assets\/islands-[\w-]+\.js$/, () => undefined);
    await page.goto('/students');
    await expect(page.locator('#students-form')).toHaveAttribute('novalidate');
    const email = uniqueEmail('consent-plain');
    const id = await sendStudentsForm(page, email);
    await expect.poll(() => sent(id)).toHaveLength(1);
  });
});

test.describe('a person’s data on request', () => {
  async function signInToPeople(page: Page, account: { email: string; password: string }) {
    await page.goto('/admin/leads?view=people');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(account.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
  }

  test('an admin finds every record of one person by e-mail or phone, hands them over as JSON and erases them all; the log keeps counts only', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('person');
    const phone = `69${String(Date.now()).slice(-8)}`;
    const post = (fn: string, body: Record<string, string>) =>
      fetch(`${e2eBackend.url}/functions/v1/${fn}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams(body),
      });
    for (const form of ['students', 'seminaria'])
      expect(
        (await post('lead-intake', { form, firstName: 'Ελένη', lastName: 'Οικονόμου', email, phone, submission_id: crypto.randomUUID() }))
          .status,
      ).toBe(200);
    expect((await post('sample-download', { product: 'career', name: 'Ελένη', lastname: 'Οικονόμου', email })).status).toBe(200);
    const ids = (await leadsWithEmail(email)).map((lead) => lead.submission_id!);
    // Each lead's e-mail to the company and its confirmation to the visitor, and the sample's confirmation.
    await expect.poll(() => ids.flatMap(mailsFor)).toHaveLength(4);
    await expect.poll(() => mailsTo(email)).toHaveLength(3);

    await signInToPeople(page, e2eBackend.admin);
    const view = page.getByRole('main');
    await view.getByLabel('Email ή τηλέφωνο').fill(email.toUpperCase());
    await view.getByRole('button', { name: 'Αναζήτηση' }).click();
    await expect(view.getByRole('status').filter({ hasText: 'Βρέθηκαν' })).toHaveText('Βρέθηκαν 2 αιτήσεις και 1 λήψη δείγματος.');
    await expect(page).toHaveURL(/\/admin\/leads\?view=people$/);
    await view.getByLabel('Email ή τηλέφωνο').fill(`+30 ${phone.slice(0, 3)} ${phone.slice(3)}`);
    await view.getByRole('button', { name: 'Αναζήτηση' }).click();
    await expect(view.getByRole('status').filter({ hasText: 'Βρέθηκαν' })).toHaveText('Βρέθηκαν 2 αιτήσεις και 0 λήψεις δειγμάτων.');
    await view.getByLabel('Email ή τηλέφωνο').fill(email);
    await view.getByRole('button', { name: 'Αναζήτηση' }).click();
    // The phone's results also list two leads: wait for the e-mail's, with its download, before exporting them.
    await expect(view.getByRole('status').filter({ hasText: 'Βρέθηκαν' })).toHaveText('Βρέθηκαν 2 αιτήσεις και 1 λήψη δείγματος.');
    await expect(view.getByRole('table', { name: 'Αιτήσεις' }).getByRole('row')).toHaveCount(3);

    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: 'Λήψη όλων (JSON)' }).click();
    const file = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as Record<string, Record<string, string>[]>;
    // Greek keys and names, the codes beside them, Athens time with its offset.
    expect(file['Αιτήσεις']!.map((lead) => lead.Email)).toEqual([email, email]);
    expect(file['Αιτήσεις']![0]!['Ημερομηνία']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[23]:00$/);
    expect(file['Αιτήσεις']!.map((lead) => lead['Κωδικός φόρμας'])).not.toContain(undefined);
    expect(file['Λήψεις δειγμάτων']).toHaveLength(1);
    expect(JSON.stringify(file)).not.toContain('lead_source');

    await view.getByRole('button', { name: 'Διαγραφή όλων' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Διαγραφή όλων των στοιχείων;' });
    await expect(dialog).toContainText('Θα διαγραφούν οριστικά 2 αιτήσεις και 1 λήψη δείγματος');
    await dialog.getByRole('button', { name: 'Διαγραφή όλων' }).click();
    await expect(view.getByRole('status').filter({ hasText: 'Δεν βρέθηκε' })).toBeVisible();
    expect(await leadsWithEmail(email)).toEqual([]);
    // Erased everywhere: the captured e-mails (the company's and the confirmations) went with the leads and the sample request.
    expect(ids.flatMap(mailsFor)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
    const log = view.getByRole('table', { name: 'Αιτήματα προσώπων (χωρίς στοιχεία)' });
    await expect(log.getByRole('row', { name: /Διαγραφή/ }).first()).toContainText('2');
    await expect(log).not.toContainText(email);
  });

  test('a signed-in user without the admin role finds nothing: the database refuses', async ({ page }) => {
    const token = await tokenOf(e2eBackend.user);
    const answer = await fetch(`${e2eBackend.url}/rest/v1/rpc/person_records`, {
      method: 'POST',
      headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'anyone@example.gr' }),
    });
    expect(answer.status).toBe(403);
    await signInToPeople(page, e2eBackend.user);
    await expect(page.getByRole('heading', { name: 'Πρόσβαση μόνο για διαχειριστές' })).toBeVisible();
  });
});
