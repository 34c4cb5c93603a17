import { logNotFound } from '../lib/logNotFound';

/** The host serves the one prerendered 404 page at every unknown path: the path to log is the address's. */
export function enhance() {
  logNotFound(window.location.pathname);
}
