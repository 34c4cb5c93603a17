import { eraseKeptInPlace } from '../outbox/eraseKeptInPlace';
import { defineIsland } from './defineIsland';

/** The privacy settings' part for leads kept on the device, without React: started once something is kept (askWhenKept). */
export default defineIsland({ name: 'keptSettings', enhance: eraseKeptInPlace, when: 'asked' });
