import { buttonStyles } from '@cg/ui';
import { Heading, Inline, Stack, Text } from '@cg/ui/layout';
import { consentTexts } from '@cg/content/consent';

export type ConsentSettingsViewProps = {
  state: string;
  /** The two answers; in the HTML of a page of islands they are written hidden, for its code to show. */
  answers: 'shown' | 'hidden' | 'absent';
  saved: boolean;
  onAnswer?: (choice: 'granted' | 'denied') => void;
};

/**
 * The notice's privacy settings (its #consent section): the answer this device holds, the two answers to change
 * it, and a polite announcement once a change is saved. `data-consent-*` name the parts for the page of islands'
 * code (islands/ConsentSettingsIsland.ts).
 */
export function ConsentSettingsView({ state, answers, saved, onAnswer }: ConsentSettingsViewProps) {
  return (
    <Stack as="section" space="sm" id="consent" aria-labelledby="consent-heading">
      <Heading level={2} id="consent-heading">
        {consentTexts.sectionHeading}
      </Heading>
      <Text>{consentTexts.message}</Text>
      <Text weight="semibold" data-consent-state>
        {state}
      </Text>
      {answers === 'absent' ? null : (
        <div hidden={answers === 'hidden'} data-consent-answers>
          <Inline space="sm">
            {/* Native buttons: Ariakit's Button would bring its core into the page's first load. */}
            <button
              type="button"
              className={buttonStyles({ tone: 'secondary' })}
              data-answer="granted"
              onClick={() => onAnswer?.('granted')}
            >
              {consentTexts.accept}
            </button>
            <button type="button" className={buttonStyles({ tone: 'secondary' })} data-answer="denied" onClick={() => onAnswer?.('denied')}>
              {consentTexts.reject}
            </button>
          </Inline>
        </div>
      )}
      <Text role="status" size="sm" tone="muted" data-consent-saved>
        {saved ? consentTexts.saved : ''}
      </Text>
    </Stack>
  );
}
