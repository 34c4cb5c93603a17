import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends bytes exactly as given over a fresh socket and reads one answer: for request targets, methods
 * and headers that fetch and http.request would correct or refuse before sending. Tests only.
 */
export function rawRequest(url: string, request: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(String(request).slice(0, 200))}`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    // Written, not ended: a half-closed socket lets Node drop the request before answering. The
    // request says Connection: close, so the server closes once it has answered.
    socket.write(request);
  });
}

/** An HTTP/1.1 request with Connection: close and a Content-Length for the body. */
export function httpRequest(method: string, target: string, headers: Record<string, string> = {}, body: string | Buffer = ''): Buffer {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const withHost = Object.keys(headers).some((name) => name.toLowerCase() === 'host') ? headers : { Host: '127.0.0.1', ...headers };
  const lines = [
    `${method} ${target} HTTP/1.1`,
    'Connection: close',
    ...Object.entries(withHost).map(([name, value]) => `${name}: ${value}`),
  ];
  if (bytes.length) lines.push(`Content-Length: ${bytes.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]);
}
