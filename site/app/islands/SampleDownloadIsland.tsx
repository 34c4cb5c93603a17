import { SampleDownload } from '../forms/SampleDownload';
import { startIsland } from './startIsland';

// The form's outcomes are toasts: their region hydrates with the form.
startIsland('toasts');

/** The sample report form on a page of islands: hydrated on the first pointer, touch or focus in it. */
export default function SampleDownloadIsland() {
  return <SampleDownload />;
}
