import { describe, expect, it } from 'vitest';
import { serviceRpc } from './serviceRpc.ts';

class Unavailable extends Error {}

const config = (send: typeof fetch) => ({ supabaseUrl: 'https://project.example.co/', serviceRoleKey: 'service-key', fetch: send });

describe('a function’s calls to the database as the service role', () => {
  it('posts the arguments to the named function with the service key, and answers its JSON (null for an empty body)', async () => {
    const sent: Request[] = [];
    const call = serviceRpc(
      config(async (input, init) => {
        sent.push(new Request(input, init));
        return sent.length === 1 ? Response.json([{ id: 1 }]) : new Response(null, { status: 204 });
      }),
      Unavailable,
    );
    expect(await call('claim_event_notices', { at: '2026-11-28T07:00:00.000Z' })).toEqual([{ id: 1 }]);
    expect(await call('release_event_notice', { notice: 1 })).toBeNull();
    expect(sent[0]!.url).toBe('https://project.example.co/rest/v1/rpc/claim_event_notices');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer service-key');
    expect(sent[0]!.headers.get('apikey')).toBe('service-key');
    expect(await sent[0]!.json()).toEqual({ at: '2026-11-28T07:00:00.000Z' });
  });

  it('throws the caller’s own error, without the database’s words, when PostgREST refuses or cannot be reached', async () => {
    const refused = serviceRpc(
      config(async () => Response.json({ message: 'permission denied for table secrets' }, { status: 403 })),
      Unavailable,
    );
    const error = await refused('claim_event_notices', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Unavailable);
    expect((error as Error).message).toBe('PostgREST answered 403');
    const unreachable = serviceRpc(
      config(async () => {
        throw new TypeError('connection refused');
      }),
      Unavailable,
    );
    await expect(unreachable('claim_event_notices', {})).rejects.toThrow(new Unavailable('PostgREST unreachable: connection refused'));
  });
});
