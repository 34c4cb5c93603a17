import { ConsentSettings } from '../consent/ConsentSettings';

/** The notice's privacy settings: the answer this device holds and the two buttons to change it, once in view. */
export default function ConsentSettingsIsland() {
  return <ConsentSettings />;
}
