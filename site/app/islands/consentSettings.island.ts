import { changeConsentInPlace } from '../consent/changeConsentInPlace';
import { defineIsland } from './defineIsland';

/** The notice's privacy settings, without React once the page is idle (their HTML: ConsentSettingsView). */
export default defineIsland({ name: 'consentSettings', enhance: changeConsentInPlace, when: 'idle' });
