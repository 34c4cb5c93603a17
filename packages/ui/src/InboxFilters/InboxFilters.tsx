import type { FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { LabelledControl } from '../Form/LabelledControl';
import * as form from '../Form/Form.css';
import * as css from './InboxFilters.css';

export type InboxFilterValues = { form: string; status: string; from: string; to: string; q: string; source: string };
type Option = { value: string; label: string };

export type InboxFiltersProps = {
  id: string;
  values: InboxFilterValues;
  forms: readonly Option[];
  statuses: readonly Option[];
  labels: {
    region: string;
    form: string;
    status: string;
    from: string;
    to: string;
    q: string;
    source: string;
    sourceHint: string;
    any: string;
    apply: string;
    clear: string;
  };
  /** Where "clear" goes: the list without filters. */
  clearHref: string;
  onApply: (values: InboxFilterValues) => void;
};

/**
 * What the list shows: a form, a status, a date range, a source and a search, applied together.
 * Accessibility: a search landmark with its name; every control labelled; the filters apply on submit (Enter), so nothing moves while a keyboard user is still choosing.
 */
export function InboxFilters({ id, values, forms, statuses, labels, clearHref, onApply }: InboxFiltersProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: keyof InboxFilterValues) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    onApply({ form: text('form'), status: text('status'), from: text('from'), to: text('to'), q: text('q'), source: text('source') });
  };
  const select = (name: 'form' | 'status', label: string, options: readonly Option[]) => (
    <LabelledControl id={`${id}-${name}`} label={label}>
      <select id={`${id}-${name}`} name={name} className={form.input} defaultValue={values[name]}>
        {[{ value: '', label: labels.any }, ...options].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
  const date = (name: 'from' | 'to', label: string) => (
    <LabelledControl id={`${id}-${name}`} label={label}>
      <input id={`${id}-${name}`} name={name} type="date" className={form.input} defaultValue={values[name]} />
    </LabelledControl>
  );
  // Keyed by the values: a link or back/forward that changes them shows the new ones.
  return (
    <form key={JSON.stringify(values)} role="search" aria-label={labels.region} className={css.filters} onSubmit={submit}>
      <LabelledControl id={`${id}-q`} label={labels.q} className={css.search}>
        <input id={`${id}-q`} name="q" type="search" className={form.input} defaultValue={values.q} maxLength={100} autoComplete="off" />
      </LabelledControl>
      {select('form', labels.form, forms)}
      {select('status', labels.status, statuses)}
      {date('from', labels.from)}
      {date('to', labels.to)}
      <LabelledControl id={`${id}-source`} label={labels.source}>
        <input
          id={`${id}-source`}
          name="source"
          type="text"
          className={form.input}
          defaultValue={values.source}
          maxLength={100}
          autoComplete="off"
          aria-describedby={`${id}-source-hint`}
        />
        <span id={`${id}-source-hint`} className={form.hint}>
          {labels.sourceHint}
        </span>
      </LabelledControl>
      <Inline space="sm">
        <Button type="submit">{labels.apply}</Button>
        <Link href={clearHref} className={css.clear}>
          {labels.clear}
        </Link>
      </Inline>
    </form>
  );
}
