import type { FormEvent } from 'react';
import { Button } from '@cg/ui';
import { Inline, Stack, Text } from '@cg/ui/layout';
import { reportTexts as text } from '@cg/content/reportTexts';
import * as form from './PeriodForm.css';

/** One day of the period: its label above a date field. */
function DayField({ id, name, label, value }: { id: string; name: string; label: string; value: string }) {
  return (
    <Stack space="xxs">
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} type="date" defaultValue={value} required className={form.input} />
    </Stack>
  );
}

/** The period of the reports: two Greek days, applied together (Enter in either field applies them). */
export function PeriodForm({ from, to, onApply }: { from: string; to: string; onApply: (period: { from: string; to: string }) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const day = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    onApply({ from: day('from'), to: day('to') });
  };
  return (
    <form key={`${from}/${to}`} role="search" aria-label={text.period.region} onSubmit={submit} aria-describedby="report-period-hint">
      <Stack space="xs">
        <Inline space="md" align="start" alignY="bottom">
          <DayField id="report-from" name="from" label={text.period.from} value={from} />
          <DayField id="report-to" name="to" label={text.period.to} value={to} />
          <Button type="submit">{text.period.apply}</Button>
        </Inline>
        <Text id="report-period-hint" size="sm">
          {text.period.hint}
        </Text>
      </Stack>
    </form>
  );
}
