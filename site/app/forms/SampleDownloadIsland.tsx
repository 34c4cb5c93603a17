import { island } from '../lib/island';

/** The sample report form, its code (the form kit, the schema, the download client) outside the page's first load. */
export const SampleDownloadIsland = island<object>(() => import('./SampleDownload').then((module) => module.SampleDownload));
