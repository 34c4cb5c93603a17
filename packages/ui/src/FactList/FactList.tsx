import * as css from './FactList.css';

export type Fact = { term: string; detail: string };

/** Key facts as term and value (duration, mode, place, start). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={css.list}>
      {facts.map((fact) => (
        <div key={fact.term} className={css.item}>
          <dt className={css.term}>{fact.term}</dt>
          <dd className={css.detail}>{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
