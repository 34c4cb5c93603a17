import { useEffect } from 'react';
import { SampleDownload } from '../forms/SampleDownload';
import { defineIsland } from './defineIsland';
import { startIsland } from './startIsland';
import type toasts from './toasts.island';

/** The form, with the region its outcomes (toasts) appear in started beside it. */
function SampleDownloadWithToasts() {
  useEffect(() => startIsland<typeof toasts>('toasts'), []);
  return <SampleDownload />;
}

/** The sample report form of /tests: hydrated on the first pointer, focus or touch in it (a first submit is held for it). */
export default defineIsland({ name: 'sampleDownload', component: SampleDownloadWithToasts, when: 'interaction' });
