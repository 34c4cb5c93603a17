/**
 * The README's second copy, as it says: `PORT=… LOCAL_SUPABASE_PORT=… npm start` on two free ports, then a sign-in
 * to the back office on it and a visit to /imerides, which asks that copy's backend for the events. Its backend once
 * answered only the usual ports, and the second copy could not be signed into («Δεν ήταν δυνατή η σύνδεση με τον
 * διακομιστή»). The copy keeps its data in a folder of its own, removed at the end with its build.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { freePort } from './freePort.ts';
import { chromiumArgs, e2eBrowserPath } from './testBrowser.ts';

const root = join(import.meta.dirname, '..');
const [port, backendPort] = await Promise.all([freePort(), freePort()]);
const dataDir = mkdtempSync(join(tmpdir(), 'second-copy-'));
const admin = { email: 'second-copy@example.gr', password: 'second-copy-password' };
const site = `http://127.0.0.1:${port}`;
const started = Date.now();

const copy = spawn('npm', ['start'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    LOCAL_SUPABASE_PORT: String(backendPort),
    LOCAL_SUPABASE_DATA: dataDir,
    LOCAL_ADMIN_EMAIL: admin.email,
    LOCAL_ADMIN_PASSWORD: admin.password,
  },
});
const output: string[] = [];
for (const stream of [copy.stdout, copy.stderr]) stream?.on('data', (chunk) => output.push(String(chunk)));

function cleanUp() {
  if (copy.pid && copy.exitCode === null) {
    try {
      process.kill(-copy.pid, 'SIGTERM');
    } catch {}
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(root, 'site', `build-${port}`), { recursive: true, force: true });
  rmSync(join(root, `.data-backend-${port}.log`), { force: true });
}

async function siteAnswers() {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (copy.exitCode !== null) throw new Error(`npm start ended (${copy.exitCode})`);
    const answered = await fetch(`${site}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the second copy did not answer within 10 minutes');
}

let failure: string | undefined;
try {
  await siteAnswers();
  const browser = await chromium.launch({ executablePath: e2eBrowserPath, args: chromiumArgs });
  const page = await browser.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${site}/admin/articles`);
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(admin.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
  await page.getByRole('heading', { level: 1, name: 'Διαχείριση άρθρων' }).waitFor({ timeout: 30_000 });
  // The events page asks this copy's backend for the open events once hydrated: a refused call logs a CORS error.
  await page.goto(`${site}/imerides`);
  await page.waitForLoadState('networkidle');
  await browser.close();
  if (consoleErrors.length > 0) failure = `the browser's console: ${consoleErrors.join(' | ')}`;
} catch (error) {
  failure = String(error);
}
cleanUp();

if (failure) {
  console.error(`✗ the second copy (site ${port}, backend ${backendPort}): ${failure}`);
  console.error(output.join('').split('\n').slice(-30).join('\n'));
  process.exit(1);
}
console.log(
  `✓ a second copy (site ${port}, backend ${backendPort}) started, built and was signed into in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(0);
