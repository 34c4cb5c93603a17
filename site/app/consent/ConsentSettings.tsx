import { useState } from 'react';
import { buttonStyles, useHydrated } from '@cg/ui';
import { Heading, Inline, Stack, Text } from '@cg/ui/layout';
import { consentTexts } from '@cg/content/consent';
import { storeConsent, useAdConsent } from './adConsent';

/**
 * The notice's privacy settings (its #consent section): the answer this device holds and the two
 * answers to change it. Prerendered as what holds without JavaScript (no answer is stored, nothing is
 * sent); the buttons appear once the page runs, and a change is announced politely.
 */
export function ConsentSettings() {
  const consent = useAdConsent();
  const [saved, setSaved] = useState(false);
  const hydrated = useHydrated();
  const answer = (choice: 'granted' | 'denied') => {
    storeConsent(choice);
    setSaved(true);
  };
  const state = !hydrated
    ? consentTexts.withoutJavaScript
    : consent?.choice === 'granted'
      ? consentTexts.granted
      : consent?.choice === 'denied'
        ? consentTexts.denied
        : consentTexts.none;
  return (
    <Stack as="section" space="sm" id="consent" aria-labelledby="consent-heading">
      <Heading level={2} id="consent-heading">
        {consentTexts.sectionHeading}
      </Heading>
      <Text>{consentTexts.message}</Text>
      <Text weight="semibold">{state}</Text>
      {hydrated ? (
        <Inline space="sm">
          {/* Native buttons: Ariakit's Button would bring its core into the page's first load. */}
          <button type="button" className={buttonStyles({ tone: 'secondary' })} onClick={() => answer('granted')}>
            {consentTexts.accept}
          </button>
          <button type="button" className={buttonStyles({ tone: 'secondary' })} onClick={() => answer('denied')}>
            {consentTexts.reject}
          </button>
        </Inline>
      ) : null}
      <Text role="status" size="sm" tone="muted">
        {saved ? consentTexts.saved : ''}
      </Text>
    </Stack>
  );
}
