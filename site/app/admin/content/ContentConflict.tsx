import { Button } from '@cg/ui';
import { Card, Heading, Inline } from '@cg/ui/layout';
import { adminContentTexts as text } from '@cg/content/adminContentTexts';
import type { DraftConflict } from './useContentDraft';

/** Another editor saved first: what they changed against ours, in words, and the two ways on. Nothing typed is lost. */
export function ContentConflict({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: DraftConflict;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <Card role="alert" padding="lg" space="sm" tone="subtle">
      <Heading level={2}>{text.conflict.heading}</Heading>
      <p>{conflict.message}</p>
      <p>{text.conflict.theirs}</p>
      <ul>
        {conflict.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <Inline space="sm">
        <Button onClick={onKeepMine}>{text.conflict.keepMine}</Button>
        <Button tone="secondary" onClick={onTakeTheirs}>
          {text.conflict.takeTheirs}
        </Button>
      </Inline>
    </Card>
  );
}
