import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFetchTransport, createPusher, leadPushMessage, type PushStore, type PushTransport } from './leadPush';
import { isPushServiceEndpoint } from './pushServices';
import { generatePushKeyPair, base64url, type PushSubscriptionRow } from './webPush';

/**
 * Pushes go to the browsers' push services and nowhere else (issue 61). Addresses outside the loopback are tested by
 * their refusal and never contacted; the transport's own behaviour (no redirect followed, a short timeout) is tried
 * against listeners of the test's own on 127.0.0.1.
 */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A listener on the loopback answering each request with `answer`; records what reached it. */
async function listener(answer: (request: IncomingMessage, response: import('node:http').ServerResponse) => void) {
  const reached: { method: string; authorization?: string }[] = [];
  const server = createServer((request, response) => {
    reached.push({ method: request.method ?? '', authorization: request.headers.authorization });
    request.resume();
    answer(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, reached };
}

async function device(endpoint: string): Promise<PushSubscriptionRow> {
  const pair = await generatePushKeyPair();
  return { endpoint, p256dh: pair.publicKey, auth: base64url(crypto.getRandomValues(new Uint8Array(16))) };
}

const vapid = async () => ({ ...(await generatePushKeyPair()), subject: 'mailto:leads@example.gr' });
const request = { endpoint: '', headers: { TTL: '60' }, body: new Uint8Array([1, 2, 3]) };
const loopbackOnly = (endpoint: string) => endpoint.startsWith('http://127.0.0.1:');

describe('the push services an endpoint may name', () => {
  it('are the browsers’ own: Chrome’s, Firefox’s, Safari’s and Windows’s', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXJ0aGVy:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm',
      'https://web.push.apple.com/QGuQyavXutnMPhBgrjg',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
      'https://fcm.googleapis.com:443/fcm/send/x',
    ])
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
  });

  it('and nothing else: metadata and loopback addresses, IP literals, credentials, other ports, look-alike hosts, http', () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1:55321/rest/v1/rpc/erase_person',
      'https://localhost/push',
      'https://[::1]/push',
      'https://2130706433/push',
      'https://0x7f000001/push',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com@evil.example/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evil.example/fcm.googleapis.com/x',
      'https://notify.windows.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com\\@evil.example/x',
      `https://fcm.googleapis.com/${'x'.repeat(1100)}`,
    ])
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
  });
});

describe('sending a push', () => {
  it('never asks an address that is no push service, whatever the store hands it', async () => {
    const asked: string[] = [];
    const transport: PushTransport = async ({ endpoint }) => {
      asked.push(endpoint);
      return { status: 201 };
    };
    const store: PushStore = {
      targets: async () => [
        await device('https://fcm.googleapis.com/fcm/send/ok'),
        await device('https://127.0.0.1:55321/rest/v1/rpc/erase_person'),
      ],
      drop: async () => undefined,
    };
    const outcome = await createPusher({ vapid: await vapid(), transport, log: () => undefined })(
      store,
      leadPushMessage({ id: 'l', form: 'students' }),
      'test',
    );
    expect(asked).toEqual(['https://fcm.googleapis.com/fcm/send/ok']);
    expect(outcome).toEqual({ sent: 1, dropped: 0, failed: 1 });
  });

  it('forgets a device only when its push service says it is gone (404, 410), never on a redirect', async () => {
    const dropped: string[] = [];
    const statuses = [410, 302, 404, 307];
    const targets = await Promise.all(statuses.map((status) => device(`https://fcm.googleapis.com/fcm/send/${status}`)));
    const transport: PushTransport = async ({ endpoint }) => ({ status: Number(endpoint.split('/').at(-1)) });
    const store: PushStore = { targets: async () => targets, drop: async (endpoint) => void dropped.push(endpoint) };
    const outcome = await createPusher({ vapid: await vapid(), transport, log: () => undefined })(
      store,
      leadPushMessage({ id: 'l', form: 'students' }),
      'test',
    );
    expect(dropped.sort()).toEqual(['https://fcm.googleapis.com/fcm/send/404', 'https://fcm.googleapis.com/fcm/send/410']);
    expect(outcome).toEqual({ sent: 0, dropped: 2, failed: 2 });
  });

  it('follows no redirect, as POST (307) or as GET (302): the address it points to is never reached', async () => {
    const inside = await listener((_request, response) => response.end('inside'));
    for (const status of [307, 302, 301, 308]) {
      const pointing = await listener((_request, response) => {
        response.writeHead(status, { Location: `${inside.url}/rest/v1/rpc/erase_person` });
        response.end();
      });
      const transport = createFetchTransport({ allows: loopbackOnly });
      expect(await transport({ ...request, endpoint: `${pointing.url}/push` })).toEqual({ status });
      expect(pointing.reached).toHaveLength(1);
    }
    expect(inside.reached).toEqual([]);
  });

  it('gives up on a push service that does not answer, after its short timeout', async () => {
    const silent = await listener(() => undefined);
    // Long enough that the request reaches the silent server on two busy cores (200 ms did not, once, in npm test);
    // far below the 5 s default it stands for.
    const transport = createFetchTransport({ allows: loopbackOnly, timeoutMs: 1000 });
    const started = performance.now();
    await expect(transport({ ...request, endpoint: `${silent.url}/push` })).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(silent.reached).toHaveLength(1);
  });

  it('refuses, before any request, an endpoint its rule does not allow (by default: no push service, no send)', async () => {
    const transport = createFetchTransport();
    for (const endpoint of ['https://user:pass@fcm.googleapis.com/fcm/send/x', 'https://127.0.0.1:55321/rest/v1/rpc/erase_person'])
      await expect(transport({ ...request, endpoint })).rejects.toThrow('not a push service');
  });
});
