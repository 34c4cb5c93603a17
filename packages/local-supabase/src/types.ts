import type { Claims } from './jwt';

/** Who is asking: the role PostgREST would switch to and the claims it would expose. */
export type RequestContext = { role: 'anon' | 'authenticated' | 'service_role'; claims: Claims };

export type Reply = { status: number; body?: unknown; headers?: Record<string, string>; raw?: Uint8Array };
