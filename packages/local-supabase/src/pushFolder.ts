import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PushTransport } from '../../../supabase/functions/_shared/leadPush';
import { base64url, fromBase64url, type PushRequest } from '../../../supabase/functions/_shared/webPush';

/** One captured push as a file holds it: where it was for, its headers (VAPID, TTL, urgency) and its sealed body. */
export type CapturedPush = { at: string; endpoint: string; headers: Record<string, string>; body: string };

/**
 * The local backend's push service: every push the functions send is captured as one JSON file in `dir` instead of
 * reaching a browser vendor's service (which this machine cannot), as e-mail is captured as .eml files. The body
 * stays encrypted for its device, exactly as it would travel; one log line each, with no endpoint path (it names
 * a device) and no content.
 */
export function pushFolder(dir: string, log: (line: string) => void = (line) => console.log(line)): PushTransport {
  return async (request: PushRequest) => {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const captured: CapturedPush = {
      at: new Date().toISOString(),
      endpoint: request.endpoint,
      headers: request.headers,
      body: base64url(request.body),
    };
    const file = join(dir, `${captured.at.replace(/[:.]/g, '-')}-${crypto.randomUUID()}.json`);
    writeFileSync(file, JSON.stringify(captured, null, 2), { mode: 0o600 });
    log(`push captured: for ${new URL(request.endpoint).host} in ${file}`);
    return { status: 201 };
  };
}

/** The pushes captured in `dir`, oldest first, with their bodies as bytes. */
export function capturedPushes(dir: string): (Omit<CapturedPush, 'body'> & { body: Uint8Array })[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const captured = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CapturedPush;
    return { ...captured, body: fromBase64url(captured.body) };
  });
}
