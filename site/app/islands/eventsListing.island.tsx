import { EventsListing } from '../events/EventsListing';
import { defineIsland } from './defineIsland';

/** The events on /imerides: hydrated only when the backend's differ from the build's, or one has begun or ended (eventsCheck). */
export default defineIsland({ name: 'eventsListing', component: EventsListing, when: 'asked' });
