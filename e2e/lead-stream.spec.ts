import type { Page } from '@playwright/test';
import { expect, expectOnlyErrors, test } from './fixtures';
import { sendLeadsTo, startOwnBackend, type OwnBackend } from './ownBackend';

/**
 * A real page under the failures a real backend has (issue 61): one tab sends a stream of leads while its backend is
 * killed twice mid-request and started again; the page says of each that it was sent or kept (its thank-you page),
 * and the device's outbox sends what it kept from whatever page comes next, beside the new leads the tab keeps sending.
 * Every lead the page acknowledged must be stored exactly once.
 */
const leads = Number(process.env.STREAM_LEADS ?? 200);
const killedAt = [60, 130];
/** Leads the tab sends while its backend is down, before it is started again. */
const whileDown = 3;

const form = (page: Page) => page.locator('#students-form');

/**
 * As a visitor whose browser fills the form in (autofill: every field at once, each with its input event) and who sends
 * it as soon as the page is parsed, long before its form's code has arrived (decision 028).
 */
async function sendLead(page: Page, email: string, index: number) {
  // As soon as its HTML is parsed: what is held from then on goes to the form's code (startLoader.inline.ts).
  await page.goto('/students', { waitUntil: 'domcontentloaded' });
  const person = { firstName: 'Αλέξανδρος', lastName: 'Παπαδόπουλος', email, phone: `69${String(10_000_000 + index).slice(-8)}` };
  await form(page).evaluate((element, values) => {
    for (const [name, value] of Object.entries(values)) {
      const field = (element as HTMLFormElement).elements.namedItem(name) as HTMLInputElement;
      // Through the prototype's setter, as a browser's own fill reaches a field a framework watches.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, person);
  await form(page).getByRole('button', { name: 'Αποστολή Φόρμας' }).click();
  // Sent, or kept on the device: either way its thank-you page, which says which.
  await page.waitForURL(/\/students\/thank-you$/, { timeout: 30_000, waitUntil: 'commit' });
}

const unreachable = /ERR_CONNECTION_REFUSED|Failed to load resource|Failed to fetch|υποβολή της φόρμας απέτυχε/;

test.describe('a stream of leads from one tab', () => {
  test.use({ waitForHydration: false });
  let backend: OwnBackend;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    backend = await startOwnBackend({
      INTAKE_LIMIT: '100000',
      INTAKE_DAILY_LIMIT: '100000',
      INTAKE_PERSON_LIMIT: '100000',
      INTAKE_PERSON_DAILY_LIMIT: '100000',
    });
  });
  test.afterAll(async () => backend?.stop());

  test(`${leads} leads while the backend is killed twice mid-request and started again: every one acknowledged is stored once`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(900_000);
    const started = Date.now();
    let killNext = false;
    await sendLeadsTo(context, backend, {
      whileInFlight: async () => {
        if (!killNext) return;
        killNext = false;
        await backend.kill();
      },
    });
    const tag = `stream-${crypto.randomUUID().slice(0, 8)}`;
    const acknowledged: string[] = [];
    let downSince: number | null = null;
    for (let index = 0; index < leads; index += 1) {
      if (killedAt.includes(index)) {
        killNext = true;
        downSince = index;
      }
      const email = `${tag}-${index}@example.gr`;
      await sendLead(page, email, index);
      acknowledged.push(email);
      if (downSince !== null && index >= downSince + whileDown) {
        downSince = null;
        await backend.restart();
      }
    }
    // What the device still keeps goes when a page opens again.
    await page.reload();
    await expect.poll(async () => (await backend.leadsStartingWith(`${tag}-`)).length, { timeout: 90_000, intervals: [500] }).toBe(leads);
    const stored = (await backend.leadsStartingWith(`${tag}-`)).map((lead) => lead.email);
    console.log(
      `acknowledged ${acknowledged.length}, stored ${stored.length}, distinct ${new Set(stored).size}, in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(acknowledged).toHaveLength(leads);
    expect(stored.sort()).toEqual([...acknowledged].sort());
    expect(await page.evaluate(() => localStorage.getItem('lead-outbox'))).toBeNull();
    expectOnlyErrors(consoleErrors, unreachable);
  });
});
