import { SiteHeaderWithContent } from '../components/SiteHeaderWithContent';
import { defineIsland } from './defineIsland';

/**
 * The header: its links, dropdown and side sheet work without JavaScript (decision 007); hydrated on the first
 * pointer, focus or touch in it, the dropdown then opens on hover after its delay and as a menu for the keyboard.
 */
export default defineIsland({ name: 'header', component: SiteHeaderWithContent, when: 'interaction' });
