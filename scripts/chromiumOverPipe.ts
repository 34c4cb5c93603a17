// A Chromium driven over its DevTools pipe, with nothing between: for the navigation benchmark, which must see the
// browser prerender. Chromium refuses to prerender in a tab a DevTools client drives the old way, attached to the page
// itself (PrerenderingDisabledByDevTools: Playwright, and Puppeteer before its tab-target support settled), and allows
// it to one attached through the tab's own target, where a prerendered page arrives as a page target of its own. That is
// what this client does; it speaks the protocol as JSON messages separated by NUL over fds 3 and 4
// (`--remote-debugging-pipe`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

export type CdpEvent = { method: string; params: Record<string, unknown>; sessionId?: string };
type Reply = { id: number; result?: unknown; error?: { message: string } };

export type Chromium = {
  send<Result = Record<string, unknown>>(method: string, params?: object, sessionId?: string): Promise<Result>;
  onEvent(listener: (event: CdpEvent) => void): void;
  close(): Promise<void>;
};

export function launchOverPipe(executablePath: string, args: string[]): Chromium {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const browser = spawn(executablePath, [...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void; method: string }>();
  const listeners: ((event: CdpEvent) => void)[] = [];
  let nextId = 1;
  let unread = '';

  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    unread += chunk;
    for (let end = unread.indexOf('\0'); end >= 0; end = unread.indexOf('\0')) {
      const message = JSON.parse(unread.slice(0, end)) as Reply & CdpEvent;
      unread = unread.slice(end + 1);
      if (message.id === undefined) {
        for (const listener of listeners) listener(message);
        continue;
      }
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
      else call?.resolve(message.result);
    }
  });
  browser.on('exit', () => {
    for (const call of waiting.values()) call.reject(new Error(`${call.method}: the browser exited`));
    waiting.clear();
  });

  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve: resolve as (result: unknown) => void, reject, method });
        toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
      }),
    onEvent: (listener) => listeners.push(listener),
    close: async () => {
      const exited = new Promise((done) => browser.once('exit', done));
      // Asked to close, the browser ends its helper processes before it exits; killed, they may outlive it.
      toBrowser.write(`${JSON.stringify({ id: nextId++, method: 'Browser.close', params: {} })}\0`);
      const timer = setTimeout(() => browser.kill(), 5000);
      await exited;
      clearTimeout(timer);
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
      } catch (error) {
        console.warn(`the browser's profile ${profile} is left behind: ${(error as Error).message}`);
      }
    },
  };
}
