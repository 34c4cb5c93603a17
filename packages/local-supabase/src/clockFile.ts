import { readFileSync } from 'node:fs';

/**
 * The scheduled functions' clock (the digest, the reminders, the notices): the instant the file at `path` holds, so
 * an e2e test can put the backend on the morning before an event; the real time while the file is absent or holds
 * no instant. Only the local backend reads it: deployed, the functions run on the platform's clock.
 */
export function clockFile(path: string): () => number {
  return () => {
    let text = '';
    try {
      text = readFileSync(path, 'utf8').trim();
    } catch {
      return Date.now();
    }
    const at = Date.parse(text);
    return Number.isNaN(at) ? Date.now() : at;
  };
}
