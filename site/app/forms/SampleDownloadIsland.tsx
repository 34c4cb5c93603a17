import { island } from '../lib/island';
import { Island } from '../islands/Island';
import { SampleDownload } from './SampleDownload';

/** On a page React hydrates whole, the form's code (the form kit, the schema, the download client) outside its first load. */
const LazySampleDownload = island<object>(() => import('./SampleDownload').then((module) => module.SampleDownload));

/** The sample report form: on a page of islands, an island that hydrates when the visitor turns to it; until then it posts. */
export function SampleDownloadIsland() {
  return (
    <Island
      name="sampleDownload"
      // Only the build renders the form in place (a page of islands): the browser's bundle loads it lazily.
      component={import.meta.env.SSR ? SampleDownload : LazySampleDownload}
      elsewhere={LazySampleDownload}
      props={{}}
      when="interaction"
    />
  );
}
