// The back office's service worker, scope /admin/ (never the public pages). It shows the push for a new lead and
// opens the lead on a tap; it keeps nothing and serves no stored copy: staff always read live data. Without a
// connection, a back-office page that cannot load gets a short Greek page instead of the browser's error.
const fallbackUrl = '/admin/leads';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data.json();
  } catch {
    message = { title: 'Νέα αίτηση', body: 'Ανοίξτε τις αιτήσεις.', url: fallbackUrl, tag: 'lead' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      lang: 'el',
      icon: '/admin/icon-192.png',
      data: { url: message.url },
    }),
  );
});

/** Only a page of this back office may be opened from a notification. */
function backOfficeUrl(value) {
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin && url.pathname.startsWith('/admin/') ? url.href : new URL(fallbackUrl, self.location.origin).href;
  } catch {
    return new URL(fallbackUrl, self.location.origin).href;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = backOfficeUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/admin/'));
      if (open) {
        await open.focus();
        return open.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});

const offlinePage = `<!doctype html><html lang="el"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Χωρίς σύνδεση</title></head><body><main><h1>Χωρίς σύνδεση</h1><p>Η σελίδα χρειάζεται σύνδεση για να δείξει τις αιτήσεις όπως είναι τώρα. Δοκιμάστε ξανά όταν επανέλθει η σύνδεση.</p><p><a href="${fallbackUrl}">Δοκιμάστε ξανά</a></p></main></body></html>`;

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(
      () =>
        new Response(offlinePage, {
          status: 503,
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            'Cache-Control': 'no-store',
          },
        }),
    ),
  );
});
