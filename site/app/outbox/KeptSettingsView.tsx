import { buttonStyles } from '@cg/ui';
import { Heading, Stack, Text } from '@cg/ui/layout';
import { outboxTexts } from '@cg/content/outbox';
import { useEffect, useRef } from 'react';
import { eraseKeptInPlace } from './eraseKeptInPlace';

/**
 * The privacy settings' part for leads kept on this device, as the page's HTML has it: hidden, for only a script keeps
 * such a lead. eraseKeptInPlace shows it while something is kept (`data-outbox-*` name its parts): in an effect where
 * React renders it, or the keptSettings island.
 */
export function KeptSettingsView() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? eraseKeptInPlace(root.current) : undefined), []);
  return (
    // A plain element carries `hidden` (a Stack's own display would show it regardless), and holds no space while hidden.
    <div ref={root} hidden data-outbox-settings>
      <Stack as="section" space="sm" aria-labelledby="outbox-heading">
        <Heading level={2} id="outbox-heading">
          {outboxTexts.settings.heading}
        </Heading>
        <Text data-outbox-count />
        <div>
          {/* A native button: Ariakit's Button would bring its core along. */}
          <button type="button" className={buttonStyles({ tone: 'secondary' })} data-outbox-erase>
            {outboxTexts.settings.erase}
          </button>
        </div>
        {/* Focused once the button it replaces is gone, so the keyboard's place is not lost. */}
        <Text role="status" size="sm" tone="muted" tabIndex={-1} data-outbox-erased />
      </Stack>
    </div>
  );
}
