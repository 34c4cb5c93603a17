import type { Page } from '@playwright/test';
import { base64url, decryptPush, generatePushKeyPair } from '../supabase/functions/_shared/webPush';
import { adminToken, e2eBackend, pushesFor, tokenOf, uniqueEmail } from './backend';
import { expect, test } from './fixtures';

/**
 * A device of the test's own. This machine cannot reach a browser vendor's push service, so the browser's
 * PushManager.subscribe is stood in for by one that answers this device's subscription: real P-256 keys and secret,
 * with which the test opens what the backend sealed for it. The person's "Allow" is stood in for too (a headless
 * browser answers every permission prompt with a refusal). Everything else is the product's own: the service worker
 * it registers, the database, the function, the encryption and VAPID, the capture. Its address is a made-up one on
 * Chrome's push service (only push services' addresses are saved): the backend captures pushes, never sends them.
 */
async function testDevice() {
  const pair = await generatePushKeyPair();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
    p256dh: pair.publicKey,
    privateKey: pair.privateKey,
    auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
  };
}

type Device = Awaited<ReturnType<typeof testDevice>>;

async function standInPushService(page: Page, device: Device) {
  await page.addInitScript(({ endpoint, p256dh, auth }) => {
    const storeKey = 'e2e-push-subscription';
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
    Notification.requestPermission = async () => 'granted';
    const asSubscription = (key: number[] | null) =>
      key && {
        endpoint,
        options: { applicationServerKey: Uint8Array.from(key).buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(storeKey);
          return true;
        },
      };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = [...new Uint8Array(options!.applicationServerKey as ArrayBuffer)];
      localStorage.setItem(storeKey, JSON.stringify(key));
      return asSubscription(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return asSubscription(JSON.parse(localStorage.getItem(storeKey) ?? 'null')) as unknown as PushSubscription | null;
    };
  }, device);
}

/** Sends one lead through the intake and answers its id, read back as the admin. */
const sendLead = async (form: string) => {
  const submissionId = crypto.randomUUID();
  const answer = await fetch(`${e2eBackend.url}/functions/v1/lead-intake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      form,
      firstName: 'Ηλέκτρα',
      lastName: 'Σταθοπούλου',
      email: uniqueEmail('push'),
      phone: `69${String(Date.now()).slice(-8)}`,
      submission_id: submissionId,
    }),
  });
  expect(answer.status).toBe(200);
  const read = await fetch(`${e2eBackend.url}/rest/v1/leads?select=id&submission_id=eq.${submissionId}`, {
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${await adminToken()}` },
  });
  const [lead] = (await read.json()) as { id: string }[];
  return lead!.id;
};

const opened = async (device: Device) =>
  Promise.all(
    pushesFor(device.endpoint).map(async (push) => ({
      headers: push.headers,
      message: JSON.parse(await decryptPush(push.body, device)) as Record<string, string>,
    })),
  );

/** The push the device got for one lead. Other tests' leads reach every subscribed device too, so it is found by its link. */
const pushFor = async (device: Device, leadId: string) => {
  const link = `/admin/leads?lead=${leadId}`;
  await expect.poll(async () => (await opened(device)).filter(({ message }) => message.url === link).length).toBe(1);
  return (await opened(device)).find(({ message }) => message.url === link)!.message;
};

test.describe('pushes for new leads', () => {
  test('a device switches them on, gets the test push and exactly one push per new lead (no name, e-mail or phone), and none once off', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const device = await testDevice();
    await standInPushService(page, device);
    await page.goto('/admin/leads');
    await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();

    const panel = page.getByRole('region', { name: 'Ειδοποιήσεις σε αυτή τη συσκευή' });
    await panel.getByRole('button', { name: 'Ενεργοποίηση ειδοποιήσεων' }).click();
    await expect(panel.getByText('Ενεργές: κάθε νέα αίτηση φτάνει εδώ ως ειδοποίηση.')).toBeVisible();
    // The back office's own service worker, for /admin/ only.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/admin/'))?.scope)).toMatch(/\/admin\/$/);
    const saved = await fetch(`${e2eBackend.url}/rest/v1/push_subscriptions?select=endpoint,device`, {
      headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${await adminToken()}` },
    });
    // Named by what the browser says of itself ("Windows · Chrome" as Playwright's desktop Chrome calls itself).
    expect(await saved.json()).toContainEqual({ endpoint: device.endpoint, device: expect.stringMatching(/ · Chrome$/) });

    await panel.getByRole('button', { name: 'Δοκιμαστική ειδοποίηση' }).click();
    await expect(page.getByText(/^Στάλθηκε σε \d+ συσκευ/)).toBeVisible();
    const testPushes = async () => (await opened(device)).filter(({ message }) => message.title === 'Δοκιμαστική ειδοποίηση');
    await expect.poll(async () => (await testPushes()).length).toBe(1);
    const [testPush] = await testPushes();
    expect(testPush!.message).toMatchObject({ url: '/admin/leads' });
    expect(testPush!.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', Urgency: 'high' });

    const push = await pushFor(device, await sendLead('seminaria'));
    expect(push).toMatchObject({ title: 'Νέα αίτηση', body: expect.stringContaining('«Σεμινάρια»') });
    // Nothing of the person: not the name, not the e-mail, not the phone.
    expect(JSON.stringify(push)).not.toMatch(/Ηλέκτρα|Σταθοπούλου|@|69\d{8}/);

    // Off on this device: the database forgets it, and no lead reaches it any more (nor other tests' leads).
    await panel.getByRole('button', { name: 'Απενεργοποίηση' }).click();
    await expect(panel.getByRole('button', { name: 'Ενεργοποίηση ειδοποιήσεων' })).toBeVisible();
    const lastLead = await sendLead('students');
    // The lead's own e-mails are sent in the same background work: once they are, its push would have been too.
    await page.waitForTimeout(1500);
    expect((await opened(device)).map(({ message }) => message.url)).not.toContain(`/admin/leads?lead=${lastLead}`);
  });

  test('a signed-in user who is not an admin cannot subscribe, read subscriptions or ask for a test push', async () => {
    const token = await tokenOf(e2eBackend.user);
    const headers = { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const device = await testDevice();
    const subscribe = await fetch(`${e2eBackend.url}/rest/v1/rpc/save_push_subscription`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }),
    });
    expect(subscribe.status).toBe(403);
    const read = await fetch(`${e2eBackend.url}/rest/v1/push_subscriptions?select=endpoint`, { headers });
    expect(await read.json()).toEqual([]);
    const test = await fetch(`${e2eBackend.url}/functions/v1/push-devices`, { method: 'POST', headers, body: '{"action":"test"}' });
    expect(test.status).toBe(403);
    expect((await test.json()).message).toBe('Δεν έχετε δικαίωμα για αυτή την ενέργεια.');
  });

  test('the manifest and the service worker are the back office’s alone: a public page names neither and is never controlled', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/admin/manifest.webmanifest');
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({ scope: '/admin/', start_url: '/admin/leads', display: 'standalone', lang: 'el' });
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200);
    await page.goto('/admin/leads');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/admin/manifest.webmanifest');
    await page.evaluate(() =>
      navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/' }).then(() => navigator.serviceWorker.ready),
    );
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.scope ?? null)).toBeNull();
  });
});
