import { logNotFound } from '../lib/logNotFound';
import { defineIsland } from './defineIsland';

/** The host serves the one prerendered 404 page at every unknown path: once idle, the address asked for is logged. */
export default defineIsland({
  name: 'notFound',
  enhance: (_root, _props: { path: string }) => logNotFound(window.location.pathname),
  when: 'idle',
});
