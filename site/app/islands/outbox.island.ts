import { sendWhenPossible } from '../outbox/sendWhenPossible';
import { defineIsland } from './defineIsland';

/** Sends the leads the device keeps, without React: started by the loader once something is kept (askWhenKept). */
export default defineIsland({ name: 'outbox', enhance: () => sendWhenPossible(), when: 'asked' });
