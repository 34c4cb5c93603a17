import { lazy, Suspense, useEffect, useState } from 'react';
import { onConsentSettingsOpened, useAdConsent } from './adConsent';

// The bar and its words load only when the question is to be asked: most page views have an answer.
const ConsentQuestion = lazy(() => import('./ConsentQuestion').then((module) => ({ default: module.ConsentQuestion })));

/**
 * The question on advertising measurement: asked once after hydration (a page without JavaScript never
 * shows it, and its forms carry no answer: no), and again when the visitor opens the privacy settings.
 */
export function ConsentPrompt({ mainId }: { mainId: string }) {
  const consent = useAdConsent();
  const [hydrated, setHydrated] = useState(false);
  const [reopened, setReopened] = useState(false);
  // Its own flag, not the library's hook: on every page's first load, and importing the library here costs 0.5 KB.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one re-render, once, after hydration
  useEffect(() => setHydrated(true), []);
  useEffect(() => onConsentSettingsOpened(() => setReopened(true)), []);
  if (!hydrated || (consent && !reopened)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentQuestion mainId={mainId} onAnswered={() => setReopened(false)} />
    </Suspense>
  );
}
