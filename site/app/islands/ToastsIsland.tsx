import { ToastRegion } from '@cg/ui';

/** Where toasts appear, on a page of islands: hydrated when an island that shows toasts does (startIsland). */
export default function ToastsIsland() {
  return <ToastRegion />;
}
