import type { Claims } from './jwt';

/** Who is asking: the role PostgREST would switch to and the claims it would expose. */
export type RequestContext = {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: Claims;
  /** What PostgREST passes on as request.headers (the gateway's X-Forwarded-For among them). */
  headers?: Record<string, string>;
};

export type Reply = { status: number; body?: unknown; headers?: Record<string, string>; raw?: Uint8Array<ArrayBuffer> };
