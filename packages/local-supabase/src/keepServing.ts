/**
 * No single request may end the backend: an error that escapes every handler is logged and the
 * process keeps serving. The server answers each request inside its own try; this is the last line.
 */
export function keepServing(log: (message: string, detail: unknown) => void = console.error) {
  process.on('unhandledRejection', (reason) => log('local-supabase: unhandled rejection (still serving)', reason));
  process.on('uncaughtException', (error) => log('local-supabase: uncaught exception (still serving)', error));
}
