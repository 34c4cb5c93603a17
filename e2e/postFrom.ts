import { request as httpRequest } from 'node:http';

/** A POST from another address on this machine's loopback network (127.0.0.0/8), as another visitor would send it. */
export function postFrom(localAddress: string, url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', localAddress, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += String(chunk)));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** An address of 127.0.0.0/8 no other test of the run uses, so each test's counts stay its own. */
export const loopbackAddress = (second: number) =>
  `127.${second}.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
