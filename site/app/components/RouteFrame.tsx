import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import type { PageFrame } from '../lib/pageFrame';
import { PageFrameView } from './PageFrameView';

/** Around every page, the frame its route's loader built from the route table (lib/frameOf.ts). */
export function RouteFrame({ children }: { children: ReactNode }) {
  const leaf = useMatches().at(-1);
  const frame = (leaf?.loaderData as { frame?: PageFrame } | undefined)?.frame;
  return <PageFrameView frame={frame}>{children}</PageFrameView>;
}
