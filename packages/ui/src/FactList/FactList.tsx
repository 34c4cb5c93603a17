import { Card } from '../Card/Card';
import { Tiles } from '../Tiles/Tiles';
import * as css from './FactList.css';

export type Fact = { term: string; detail: string };

/**
 * Key facts as term and value (duration, mode, place, start).
 * Accessibility: a description list: each term read with its value.
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Tiles as="dl" columns={{ tablet: 4 }}>
      {facts.map((fact) => (
        <Card padding="lg" key={fact.term}>
          <dt className={css.term}>{fact.term}</dt>
          <dd className={css.detail}>{fact.detail}</dd>
        </Card>
      ))}
    </Tiles>
  );
}
