import { buttonStyles } from '@cg/ui';
import { Heading, Inline, Stack, Text } from '@cg/ui/layout';
import { consentTexts } from '@cg/content/consent';
import { useEffect, useRef } from 'react';
import { changeConsentInPlace } from './changeConsentInPlace';
import { consentStateText } from './consentStateText';

/**
 * The notice's privacy settings (its #consent section) as the page's HTML has them: what holds without JavaScript, the
 * two answers written hidden, and an empty polite status. changeConsentInPlace gives them their behaviour (`data-consent-*`
 * and `data-answer` name the parts it needs): in an effect where React renders them, or the consentSettings island.
 */
export function ConsentSettingsView() {
  const settings = useRef<HTMLDivElement>(null);
  useEffect(() => (settings.current ? changeConsentInPlace(settings.current) : undefined), []);
  return (
    <div ref={settings}>
      <Stack as="section" space="sm" id="consent" aria-labelledby="consent-heading">
        <Heading level={2} id="consent-heading">
          {consentTexts.sectionHeading}
        </Heading>
        <Text>{consentTexts.message}</Text>
        <Text weight="semibold" data-consent-state>
          {consentStateText(null, false)}
        </Text>
        <div hidden data-consent-answers>
          <Inline space="sm">
            {/* Native buttons: Ariakit's Button would bring its core along. */}
            <button type="button" className={buttonStyles({ tone: 'secondary' })} data-answer="granted">
              {consentTexts.accept}
            </button>
            <button type="button" className={buttonStyles({ tone: 'secondary' })} data-answer="denied">
              {consentTexts.reject}
            </button>
          </Inline>
        </div>
        <Text role="status" size="sm" tone="muted" data-consent-saved />
      </Stack>
    </div>
  );
}
