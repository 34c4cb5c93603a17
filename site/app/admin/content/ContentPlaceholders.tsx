import { Card, Heading } from '@cg/ui/layout';
import type { ContentDocument } from '@cg/data/content';
import { adminContentTexts as text } from '@cg/content/adminContentTexts';
import { placeholdersLeft } from './placeholdersLeft';

/** The launch check of one document: each field that still shows a sample, what to supply, and a link to the field. */
export function ContentPlaceholders({
  document,
  draft,
  fieldId,
}: {
  document: ContentDocument;
  draft: unknown;
  fieldId: (name: string) => string;
}) {
  const left = placeholdersLeft(document, draft);
  return (
    <Card as="section" aria-labelledby="content-placeholders" padding="lg" space="sm" tone="subtle">
      <Heading level={2} id="content-placeholders">
        {text.placeholders.heading}
      </Heading>
      {left.length === 0 ? (
        <p>{text.placeholders.none}</p>
      ) : (
        <>
          <p>{text.placeholders.intro}</p>
          <ul>
            {left.map((placeholder) => (
              <li key={placeholder.pointer}>
                <a href={`#${fieldId(placeholder.firstField)}`}>{placeholder.supply}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
