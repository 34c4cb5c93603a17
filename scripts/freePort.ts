import { type AddressInfo, createServer } from 'node:net';

/** A port on loopback no one listens on now, for a server a script starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
