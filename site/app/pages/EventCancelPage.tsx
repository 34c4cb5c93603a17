import { Button, PageHeader, Section, TextField } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import { cancelTokenKey, longestCancelToken } from '@cg/data/eventLinks';
import { imeridesCancel as text } from '@cg/content/imerides';
import fillCancelToken from '../events/fillCancelToken.inline.ts?inline-script';
import { eventRegistrationUrl } from '../lib/backend';
import { InlineScript } from '../lib/InlineScript';

const fieldId = 'cancel-token';
// Prerendered only (no island): the field's value is the inline script's, or what the visitor pastes.
const keepTyped = () => undefined;

/**
 * /imerides/akyrosi: the page a registrant's cancel link opens. A plain form, the same with JavaScript or without:
 * its code filled in from the link's fragment as the page is parsed, posted to event-registration, whose Greek page
 * says what became of it.
 */
export function EventCancelPage() {
  return (
    <Section>
      <Stack space="lg">
        <PageHeader title={text.title} lead={text.text} />
        <form method="post" action={eventRegistrationUrl}>
          <Stack space="md">
            <TextField
              id={fieldId}
              name="token"
              label={text.codeLabel}
              hint={text.codeHint}
              value=""
              required
              maxLength={longestCancelToken}
              verbatim
              onChange={keepTyped}
            />
            <InlineScript code={fillCancelToken} data={{ 'data-field': fieldId, 'data-key': cancelTokenKey }} />
            <div>
              <Button type="submit" tone="danger">
                {text.submit}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}
