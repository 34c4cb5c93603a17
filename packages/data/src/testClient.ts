import WebSocket from 'ws';
import { createAppClient, type AppClient } from './client';

export type RecordedRequest = { method: string; url: URL; headers: Headers; body: string };

/**
 * A client whose every request is recorded and answered by `respond`: the exact requests
 * supabase-js sends, without a server. Node 20 has no global WebSocket, so realtime gets `ws`.
 */
export function recordingClient(respond: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const recorded = { method: request.method, url: new URL(request.url), headers: request.headers, body: await request.text() };
    requests.push(recorded);
    return respond(recorded);
  };
  const client: AppClient = createAppClient({
    url: 'http://127.0.0.1:54321',
    anonKey: 'anon-key',
    options: { global: { fetch }, realtime: { transport: WebSocket as never }, auth: { persistSession: false } },
  });
  return { client, requests };
}
