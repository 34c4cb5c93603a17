import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { e2eBackend, leadsWithEmail, uniqueEmail } from './backend';

/** Signs in on /admin/content as the e2e backend's admin and opens a document; the page's console errors are collected. */
async function openDocument(page: import('@playwright/test').Page, title: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/admin/content');
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
  await page.getByRole('button', { name: `Επεξεργασία: ${title}` }).click();
  return problems;
}

/** The frame of the preview at phone width, opened from /seminaria's questions without a change (no draft is saved). */
async function seminariaPreview(page: import('@playwright/test').Page) {
  await openDocument(page, 'Ερωτήσεις της σελίδας των σεμιναρίων');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  return page.frameLocator('iframe[title="Προεπισκόπηση: Σεμινάρια, Κινητό (375 px)"]');
}

test.describe('the draft’s preview', () => {
  test('counts no conversion: its lead form sends nothing and its links lead nowhere, and it reaches only the published content', async ({
    page,
  }) => {
    const reached: string[] = [];
    page.on('request', (request) => {
      if (request.frame() !== page.mainFrame()) reached.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const frame = await seminariaPreview(page);
    const email = uniqueEmail('preview');
    const form = frame.locator('#seminaria-form');
    await form.getByLabel('Όνομα').fill('Μαρία');
    await form.getByLabel('Επώνυμο').fill('Παπαδοπούλου');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Τηλέφωνο').fill('6912345678');
    await form.getByRole('button', { name: 'Αποστολή Αίτησης' }).click();
    await frame.getByRole('banner').getByRole('link').first().click();
    // Still the preview, with the form as it was: nothing sent, nowhere gone, no lead stored.
    await expect(frame.getByText(/^Προεπισκόπηση του προχείρου/)).toBeVisible();
    await expect(form.getByLabel('Όνομα')).toHaveValue('Μαρία');
    expect(
      page
        .frames()
        .filter((inner) => inner !== page.mainFrame())
        .map((inner) => new URL(inner.url()).pathname),
    ).toEqual(['/admin/preview', '/admin/preview']);
    expect(await leadsWithEmail(email)).toEqual([]);
    const reads = reached.filter((request) => request.includes('/rest/') || request.includes('/functions/'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((request) => request === 'POST /rest/v1/rpc/published_content')).toBe(true);

    const response = await page.request.get('/admin/preview');
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers()['content-security-policy']).toContain("form-action 'none'");
    expect(response.headers()['content-security-policy']).toMatch(
      /connect-src 'self' \S+\/rest\/v1\/rpc\/published_content \S+\/rest\/v1\/rpc\/article_listing \S+\/rest\/v1\/rpc\/event_listing \S+\/functions\/v1\/content-preview(;|$)/,
    );
  });

  test('checks the page it shows before anyone publishes it: no accessibility problem and its weight within budget at both widths, the weight near the built page’s own', async ({
    page,
  }) => {
    await seminariaPreview(page);
    const checks = page.getByRole('region', { name: 'Έλεγχος της σελίδας' }).getByRole('status');
    const lines = checks.getByRole('listitem');
    // axe takes a few seconds at each width on a busy two-core machine.
    await expect(lines).toHaveText(
      [
        /^Κινητό \(375 px\): Προσβασιμότητα: κανένα πρόβλημα\. Μέγεθος: [\d,]+ KB \(όριο 13,6 KB\)\.$/,
        /^Υπολογιστής \(1280 px\): Προσβασιμότητα: κανένα πρόβλημα\. Μέγεθος: [\d,]+ KB \(όριο 13,6 KB\)\.$/,
      ],
      { timeout: 30_000 },
    );
    // The weight the preview tells is what the host sends for the page (gzip), give or take what the build adds.
    const told = Number((await lines.first().textContent())!.match(/Μέγεθος: ([\d,]+) KB/)![1]!.replace(',', '.')) * 1024;
    const built = gzipSync(await (await page.request.get('/seminaria')).body(), { level: 9 }).length;
    expect(told / built).toBeGreaterThan(0.9);
    expect(told / built).toBeLessThan(1.1);
  });

  test('says in Greek when it has nothing to show: an address it does not know, or no draft in this tab', async ({ page }) => {
    const say = async (address: string) => {
      const frame = page.frameLocator('#probe');
      await page.evaluate((src) => {
        document.getElementById('probe')?.remove();
        const probe = Object.assign(document.createElement('iframe'), { id: 'probe', src });
        document.body.append(probe);
      }, address);
      return frame.getByRole('alert');
    };
    await page.goto('/');
    await expect(await say('/admin/preview?key=company&path=/articles')).toHaveText(
      'Αυτή η προεπισκόπηση δεν υπάρχει. Ανοίξτε την από τον επεξεργαστή περιεχομένου.',
    );
    await expect(await say('/admin/preview?key=company&path=/')).toHaveText(
      'Δεν βρέθηκε πρόχειρο για προεπισκόπηση σε αυτή την καρτέλα. Πατήστε «Προεπισκόπηση» στον επεξεργαστή.',
    );
  });

  test('a shared link shows a colleague, signed out, the saved draft until it expires; a changed link shows nothing', async ({
    page,
    browser,
  }) => {
    const answer = `Ναι, κάθε τεστ είναι δωρεάν (${crypto.randomUUID().slice(0, 6)}).`;
    await page.goto('/admin/content');
    await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();
    await page.getByRole('button', { name: 'Επεξεργασία: Ερωτήσεις της σελίδας των τεστ' }).click();
    const second = page.getByLabel('Η απάντηση', { exact: true }).nth(1);
    await second.fill(answer);
    await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
    await page.getByRole('button', { name: 'Σύνδεσμος για κοινή χρήση' }).press('Enter');
    const shared = page.getByRole('link', { name: /\/admin\/preview\?key=tests-faq&path=%2Ftests&share=/ });
    const link = (await shared.getAttribute('href'))!;
    await expect(page.getByText(/Όποιος έχει τον σύνδεσμο βλέπει το αποθηκευμένο πρόχειρο/)).toContainText(/έως \d{1,2} Δεκεμβρίου 2026/);

    const colleague = await browser.newContext();
    const preview = await colleague.newPage();
    await preview.goto(link);
    await expect(
      preview.getByText(/^Προεπισκόπηση του προχείρου «Ερωτήσεις της σελίδας των τεστ» στη σελίδα «.+»\..*Ο σύνδεσμος ισχύει έως/),
    ).toBeVisible();
    await preview.getByRole('heading', { name: 'Είναι δωρεάν;' }).click();
    await expect(preview.getByText(answer)).toBeVisible();
    const axe = await new AxeBuilder({ page: preview })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
    // One character changed in the signature (its first: every bit of it counts): the function refuses it, in Greek.
    const signatureAt = link.lastIndexOf('.') + 1;
    const changed = `${link.slice(0, signatureAt)}${link[signatureAt] === 'A' ? 'B' : 'A'}${link.slice(signatureAt + 1)}`;
    await preview.goto(changed);
    await expect(preview.getByRole('alert')).toHaveText('Ο σύνδεσμος προεπισκόπησης δεν ισχύει. Ζητήστε νέο από όποιον σας τον έστειλε.');
    await colleague.close();
  });
});

test('a TV appearance renamed shows on /articles in the preview, among the page’s own articles, before it is published', async ({
  page,
}) => {
  const problems = await openDocument(page, 'Τηλεοπτικές εμφανίσεις (σελίδα «Άρθρα»)');
  const title = page.getByLabel('Τίτλος', { exact: true }).first();
  await title.fill('Η ομάδα μας στην πρωινή ζώνη');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  const frame = page.frameLocator('iframe[title="Προεπισκόπηση: Άρθρα, Υπολογιστής (1280 px)"]');
  await expect(frame.getByText('Η ομάδα μας στην πρωινή ζώνη')).toBeVisible({ timeout: 15_000 });
  // The page's own parts still work in the preview: the published articles are listed.
  await expect(frame.getByRole('heading', { name: 'Πώς διαλέγουμε σπουδές χωρίς άγχος' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a video id supplied for /imerides shows in the preview as the video’s own link, and the page’s events still load beside it', async ({
  page,
}) => {
  const problems = await openDocument(page, 'Βίντεο από τις ημερίδες');
  await page
    .getByLabel(/^YouTube id/)
    .first()
    .fill('dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  const frame = page.frameLocator('iframe[title="Προεπισκόπηση: Ημερίδες, Κινητό (375 px)"]');
  await expect(frame.getByRole('link', { name: /Ημερίδα στην Αθήνα: σπουδές και επαγγέλματα/ })).toHaveAttribute(
    'href',
    /youtube\.com\/watch\?v=dQw4w9WgXcQ/,
    { timeout: 15_000 },
  );
  // The second is still the sample: its link is our own sample page.
  await expect(frame.getByRole('link', { name: /Ημερίδα στη Θεσσαλονίκη/ })).toHaveAttribute('href', /\/media\/placeholder\.html/);
  await expect(frame.getByRole('region', { name: 'Επόμενες ημερίδες' }).getByRole('article').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a press mention’s address at the outlet shows in the preview of /articles as its card’s link before it is published', async ({
  page,
}) => {
  const problems = await openDocument(page, 'Δημοσιεύματα στον Τύπο (σελίδα «Άρθρα»)');
  await page.getByLabel('Διεύθυνση του άρθρου στο μέσο').nth(1).fill('https://www.example.gr/oikonomia/epaggelmata-dekaetias');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  // The latest list (the page also lists each by category below).
  const latest = page.frameLocator('iframe[title="Προεπισκόπηση: Άρθρα, Υπολογιστής (1280 px)"]').locator('#latest');
  await expect(latest.getByRole('link', { name: /Τα επαγγέλματα που θα ζητούνται την επόμενη δεκαετία/ })).toHaveAttribute(
    'href',
    'https://www.example.gr/oikonomia/epaggelmata-dekaetias',
    { timeout: 15_000 },
  );
  // The next one is still the sample: its link is our own sample page.
  await expect(latest.getByRole('link', { name: /Μηχανογραφικό 2025: τα πέντε συχνότερα λάθη/ })).toHaveAttribute(
    'href',
    /\/media\/placeholder\.html/,
  );
  expect(problems).toEqual([]);
});

test('the academic platform’s address shows in the preview of the home page as its fields’ links before it is published', async ({
  page,
}) => {
  const problems = await openDocument(page, 'Η πλατφόρμα ακαδημαϊκών τμημάτων (αρχική σελίδα)');
  await page.getByLabel('Διεύθυνση της πλατφόρμας').fill('https://tmimata.example.gr');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  const home = page.frameLocator('iframe[title="Προεπισκόπηση: Αρχική, Κινητό (375 px)"]');
  await expect(home.getByRole('link', { name: /Θετικές Επιστήμες/ })).toHaveAttribute('href', 'https://tmimata.example.gr/thetikes', {
    timeout: 15_000,
  });
  await expect(home.getByRole('link', { name: 'Μετάβαση στην πλατφόρμα' })).toHaveAttribute('href', 'https://tmimata.example.gr');
  expect(problems).toEqual([]);
});

test('a figure changed in the draft shows in the preview of /students, in the sentence that quotes it', async ({ page }) => {
  const problems = await openDocument(page, 'Αριθμοί και βαθμολογία της εταιρείας');
  await page.getByLabel(/^Χρήστες των τεστ/).fill('510000');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  await page.getByLabel('Σελίδα', { exact: true }).selectOption({ label: 'Μαθητές' });
  const students = page.frameLocator('iframe[title="Προεπισκόπηση: Μαθητές, Κινητό (375 px)"]');
  await expect(students.getByText('Τα τεστ μας έχουν χρησιμοποιήσει πάνω από 510.000 χρήστες τα τελευταία 20 χρόνια.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(students.getByText('πάνω από 500.000')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a hero reworded in the draft is the page’s one heading in the preview of /university-students, its button leading to the page’s form', async ({
  page,
}) => {
  const problems = await openDocument(page, 'Οι πρώτες εικόνες (hero) της αρχικής, των «Μαθητών» και των «Φοιτητών & Ενηλίκων»');
  await page.getByLabel('Σελίδα «Φοιτητές & Ενήλικες»: τίτλος').fill('Το επόμενο βήμα μετά το πτυχίο');
  await page.getByLabel('Σελίδα «Φοιτητές & Ενήλικες»: κύριο κουμπί, κείμενο').fill('Ζητήστε ραντεβού');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  await page.getByLabel('Σελίδα', { exact: true }).selectOption({ label: 'Φοιτητές & Ενήλικες' });
  const university = page.frameLocator('iframe[title="Προεπισκόπηση: Φοιτητές & Ενήλικες, Υπολογιστής (1280 px)"]');
  await expect(university.getByRole('heading', { level: 1 })).toHaveText('Το επόμενο βήμα μετά το πτυχίο', { timeout: 15_000 });
  await expect(university.getByRole('link', { name: 'Ζητήστε ραντεβού' })).toHaveAttribute('href', '#lead-form');
  expect(problems).toEqual([]);
});

test('a service renamed and led elsewhere in the draft is the home page’s card and its link in the preview, before it is published', async ({
  page,
}) => {
  const problems = await openDocument(page, 'Οι υπηρεσίες της αρχικής σελίδας');
  await page.getByLabel('Τίτλος (το όνομα του συνδέσμου)').nth(5).fill('Πιστοποιημένο σεμινάριο');
  await page.getByLabel('Σελίδα της υπηρεσίας (π.χ. /tests)').nth(5).fill('/mixanografika');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  const home = page.frameLocator('iframe[title="Προεπισκόπηση: Αρχική, Υπολογιστής (1280 px)"]');
  const card = home.getByRole('heading', { level: 3, name: 'Πιστοποιημένο σεμινάριο' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('link')).toHaveAttribute('href', '/mixanografika');
  await expect(home.getByRole('heading', { level: 3, name: 'Σεμινάρια' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a card’s points written a line each in the draft are the card’s list in the preview of /students', async ({ page }) => {
  const problems = await openDocument(page, 'Οι κάρτες του προγράμματος (σελίδα «Μαθητές»)');
  await page
    .getByLabel('Σημεία της κάρτας (προαιρετικά: ένα σε κάθε γραμμή)')
    .first()
    .fill('Τεστ ενδιαφερόντων\n\nΈνα σχέδιο για τη χρονιά');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  const students = page.frameLocator('iframe[title="Προεπισκόπηση: Μαθητές, Υπολογιστής (1280 px)"]');
  const card = students.getByRole('listitem').filter({ has: students.getByRole('heading', { name: 'Για τον μαθητή' }) });
  await expect(card.getByRole('listitem')).toHaveText(['Τεστ ενδιαφερόντων', 'Ένα σχέδιο για τη χρονιά'], { timeout: 15_000 });
  expect(problems).toEqual([]);
});

test('a test’s description and points written in the draft are its section’s in the preview of /tests, its name kept', async ({ page }) => {
  const problems = await openDocument(page, 'Τα τέσσερα τεστ: τι κάνει το καθένα (σελίδα «Τεστ»)');
  await page.getByLabel('«Next»: τι κάνει').fill('Ένα τεστ που διαλέγει την επόμενη ερώτηση από τις απαντήσεις σας.');
  await page.getByLabel('«Next»: τα σημεία της λίστας (ένα σε κάθε γραμμή)').fill('Λιγότερες ερωτήσεις\nΊδια ακρίβεια');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  const tests = page.frameLocator('iframe[title="Προεπισκόπηση: Τεστ, Υπολογιστής (1280 px)"]');
  const next = tests.locator('section').filter({ has: tests.getByRole('heading', { level: 2, name: 'Next', exact: true }) });
  await expect(next.getByText('Ένα τεστ που διαλέγει την επόμενη ερώτηση από τις απαντήσεις σας.')).toBeVisible({ timeout: 15_000 });
  await expect(next.getByRole('listitem')).toHaveText(['Λιγότερες ερωτήσεις', 'Ίδια ακρίβεια']);
  expect(problems).toEqual([]);
});

test('a counter’s label changed in the draft is said under its figure in the preview of /foreis', async ({ page }) => {
  const problems = await openDocument(page, 'Οι λέξεις κάτω από τους αριθμούς κάθε σελίδας');
  await page.getByLabel('«Για φορείς»: κάτω από τον αριθμό «μαθητές»').fill('Μαθητές που συναντήσαμε');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  await page.getByLabel('Σελίδα', { exact: true }).selectOption({ label: 'Φορείς' });
  const foreis = page.frameLocator('iframe[title="Προεπισκόπηση: Φορείς, Υπολογιστής (1280 px)"]');
  await expect(foreis.getByText('Μαθητές που συναντήσαμε', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(foreis.getByText('Συνεργαζόμενοι φορείς', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('what the Meta test includes, written a line each in the draft, is the checklist in the preview of /university-students', async ({
  page,
}) => {
  const problems = await openDocument(page, 'Τι περιλαμβάνει το Meta (σελίδα «Φοιτητές & Ενήλικες»)');
  await page.getByLabel('Τι περιλαμβάνει (ένα σε κάθε γραμμή)').fill('Online τεστ\n\nΣυνεδρία με σύμβουλο');
  await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
  const university = page.frameLocator('iframe[title="Προεπισκόπηση: Φοιτητές & Ενήλικες, Υπολογιστής (1280 px)"]');
  const includes = university
    .locator('section')
    .filter({ has: university.getByRole('heading', { level: 2, name: 'Τι περιλαμβάνει το Meta' }) });
  await expect(includes.getByRole('listitem')).toHaveText(['Online τεστ', 'Συνεδρία με σύμβουλο'], { timeout: 15_000 });
  expect(problems).toEqual([]);
});

// These tests write drafts of the same two documents (the sections' headings, the seminar's facts): one editor at a
// time, as two editors at once would rightly be refused (409) by the draft's revision.
test.describe('drafts of documents that several tests change', () => {
  test.describe.configure({ mode: 'default' });

  // Leaving the document saves what was typed: the next test starts from that revision, not beside it.
  test.afterEach(async ({ page }) => {
    await page.getByRole('button', { name: 'Πίσω στη λίστα' }).click();
    await expect(page.getByRole('button', { name: /^Επεξεργασία: / }).first()).toBeVisible();
  });

  test('a test’s video id and the seminar’s next cycle show in the preview of /tests and /seminaria before they are published', async ({
    page,
  }) => {
    const problems = await openDocument(page, 'Τα βίντεο των σελίδων «Τεστ», «Μαθητές» και «Φοιτητές & Ενήλικες»');
    await page.getByLabel(/^Τεστ Meta: YouTube id/).fill('dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
    const tests = page.frameLocator('iframe[title="Προεπισκόπηση: Τεστ, Κινητό (375 px)"]');
    await expect(tests.getByRole('link', { name: 'Αναπαραγωγή βίντεο: Το τεστ Meta' })).toHaveAttribute(
      'href',
      /youtube\.com\/watch\?v=dQw4w9WgXcQ/,
      { timeout: 15_000 },
    );
    // The other tests' videos are still samples: their links are our own sample page.
    await expect(tests.getByRole('link', { name: 'Αναπαραγωγή βίντεο: Το τεστ Next' })).toHaveAttribute(
      'href',
      /\/media\/placeholder\.html/,
    );

    await page.getByRole('button', { name: 'Πίσω στη λίστα' }).click();
    await page.getByRole('button', { name: 'Επεξεργασία: Στοιχεία του σεμιναρίου πιστοποίησης' }).click();
    await page.getByLabel('Αριθμός του επόμενου κύκλου').fill('12');
    await page.getByLabel(/^Έναρξη του επόμενου κύκλου/).fill('Μάρτιος 2027');
    await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
    const seminaria = page.frameLocator('iframe[title="Προεπισκόπηση: Σεμινάρια, Υπολογιστής (1280 px)"]');
    await expect(seminaria.getByText('Μάρτιος 2027, 12ος κύκλος')).toBeVisible({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });

  test('a section’s heading and introduction reworded in the draft are the page’s in the preview of /mixanografika, the others kept', async ({
    page,
  }) => {
    const problems = await openDocument(page, 'Οι τίτλοι και οι εισαγωγές των ενοτήτων κάθε σελίδας');
    await page.getByLabel('«Μηχανογραφικό»: τα βήματα, τίτλος').fill('Τρία βήματα ως το μηχανογραφικό');
    await page.getByLabel('«Μηχανογραφικό»: ο υπολογιστής, εισαγωγή').fill('Υπολογίστε τα μόριά σας σε κάθε σχολή.');
    await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
    await page.getByLabel('Σελίδα', { exact: true }).selectOption({ label: 'Μηχανογραφικό' });
    const mixanografika = page.frameLocator('iframe[title="Προεπισκόπηση: Μηχανογραφικό, Υπολογιστής (1280 px)"]');
    await expect(mixanografika.getByRole('heading', { level: 2, name: 'Τρία βήματα ως το μηχανογραφικό' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(mixanografika.getByText('Υπολογίστε τα μόριά σας σε κάθε σχολή.')).toBeVisible();
    await expect(mixanografika.getByRole('heading', { level: 2, name: 'Η διαδικασία σε 3 βήματα' })).toHaveCount(0);
    await expect(mixanografika.getByRole('heading', { level: 2, name: 'Τι κερδίζετε' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the contact block’s sub-heading and /articles’ heading reworded in the draft are the pages’ in the preview of both', async ({
    page,
  }) => {
    const problems = await openDocument(page, 'Οι τίτλοι και οι εισαγωγές των ενοτήτων κάθε σελίδας');
    await page.getByLabel('Αρχική σελίδα: η επικοινωνία, τίτλος του ωραρίου').fill('Ώρες γραφείου');
    await page.getByLabel('«Άρθρα»: τα τελευταία άρθρα, τίτλος').fill('Πρόσφατα από την ομάδα μας');
    await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
    const home = page.frameLocator('iframe[title="Προεπισκόπηση: Αρχική, Υπολογιστής (1280 px)"]');
    await expect(home.getByRole('heading', { name: 'Ώρες γραφείου' })).toBeVisible({ timeout: 15_000 });
    await expect(home.getByRole('heading', { name: 'Στοιχεία επικοινωνίας' })).toBeVisible();
    await page.getByLabel('Σελίδα', { exact: true }).selectOption({ label: 'Άρθρα' });
    const articles = page.frameLocator('iframe[title="Προεπισκόπηση: Άρθρα, Υπολογιστής (1280 px)"]');
    await expect(articles.getByRole('heading', { level: 2, name: 'Πρόσφατα από την ομάδα μας' })).toBeVisible({ timeout: 15_000 });
    await expect(articles.getByRole('heading', { level: 1, name: 'Άρθρα, Αναλύσεις & Περιεχόμενο' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a heading that names facts in braces says them in the preview of /about, and the seminar’s partner changed in its draft is every /seminaria sentence’s', async ({
    page,
  }) => {
    const problems = await openDocument(page, 'Οι τίτλοι και οι εισαγωγές των ενοτήτων κάθε σελίδας');
    const title = page.getByLabel('«Ποιοι είμαστε»: ο τίτλος της σελίδας, τίτλος');
    await expect(title).toHaveValue(/\{επωνυμία\}/);
    await title.fill('Η {επωνυμία} από το {ίδρυση}');
    await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
    await page.getByLabel('Σελίδα', { exact: true }).selectOption({ label: 'Σχετικά με εμάς' });
    const about = page.frameLocator('iframe[title="Προεπισκόπηση: Σχετικά με εμάς, Κινητό (375 px)"]');
    await expect(about.getByRole('heading', { level: 1 })).toHaveText('Η Πυξίδα Καριέρας από το 2002', { timeout: 15_000 });

    await page.getByRole('button', { name: 'Πίσω στη λίστα' }).click();
    await page.getByRole('button', { name: 'Επεξεργασία: Στοιχεία του σεμιναρίου πιστοποίησης' }).click();
    await page.getByLabel(/^Το πανεπιστημιακό κέντρο/).fill('ΚΕΔΙΒΙΜ του Πανεπιστημίου Δοκιμών');
    await page.getByRole('button', { name: 'Προεπισκόπηση' }).press('Enter');
    const seminaria = page.frameLocator('iframe[title="Προεπισκόπηση: Σεμινάρια, Υπολογιστής (1280 px)"]');
    // The introduction (page-sections), the programme's card (seminaria-programme) and an answer (seminaria-faq).
    await expect(seminaria.getByText(/σε συνεργασία με το ΚΕΔΙΒΙΜ του Πανεπιστημίου Δοκιμών, για εκπαιδευτικούς/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(seminaria.getByText('Εξετάσεις και πιστοποιητικό από το ΚΕΔΙΒΙΜ του Πανεπιστημίου Δοκιμών.')).toBeVisible();
    await expect(seminaria.getByText(/^Πιστοποίηση από το ΚΕΔΙΒΙΜ του Πανεπιστημίου Δοκιμών,/)).toBeAttached();
    await expect(seminaria.getByText(/\{/)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
