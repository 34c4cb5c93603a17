import { Card, Heading } from '@cg/ui/layout';
import { facts, isFactSource } from '@cg/data/contentFacts';
import type { ContentKind } from '@cg/data/content';
import { adminContentTexts as text } from '@cg/content/adminContentTexts';

/**
 * The facts a document's texts may name in braces, each with what it stands for (facts.ts): staff read here that
 * «{χρόνια}» follows the figures and which names there are. Not shown for the facts' own documents, whose texts
 * name none.
 */
export function ContentFactNames({ kind }: { kind: ContentKind }) {
  if (isFactSource(kind)) return null;
  return (
    <Card as="section" aria-labelledby="content-facts" padding="lg" space="sm">
      <Heading level={2} id="content-facts">
        {text.facts.heading}
      </Heading>
      <p>{text.facts.intro}</p>
      <details>
        <summary>{text.facts.list}</summary>
        <dl>
          {Object.entries(facts).map(([name, fact]) => (
            <div key={name}>
              <dt>
                <code>{`{${name}}`}</code>
              </dt>
              <dd>{fact.label}</dd>
            </div>
          ))}
        </dl>
      </details>
    </Card>
  );
}
