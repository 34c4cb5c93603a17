import type { FormEvent } from 'react';
import { Button } from '@cg/ui';
import { Inline, Stack, Text } from '@cg/ui/layout';
import { reportTexts as text } from '@cg/content/reportTexts';
import * as form from './PeriodForm.css';

/** The period of the reports: two Greek days, applied together (Enter in either field applies them). */
export function PeriodForm({ from, to, onApply }: { from: string; to: string; onApply: (period: { from: string; to: string }) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    onApply({ from: text('from'), to: text('to') });
  };
  return (
    <form key={`${from}/${to}`} role="search" aria-label={text.period.region} onSubmit={submit} aria-describedby="report-period-hint">
      <Stack space="xs">
        <Inline space="md" align="start" alignY="bottom">
          <Stack space="xxs">
            <label className={form.label} htmlFor="report-from">
              {text.period.from}
            </label>
            <input id="report-from" name="from" type="date" defaultValue={from} required className={form.input} />
          </Stack>
          <Stack space="xxs">
            <label className={form.label} htmlFor="report-to">
              {text.period.to}
            </label>
            <input id="report-to" name="to" type="date" defaultValue={to} required className={form.input} />
          </Stack>
          <Button type="submit">{text.period.apply}</Button>
        </Inline>
        <Text id="report-period-hint" size="sm">
          {text.period.hint}
        </Text>
      </Stack>
    </form>
  );
}
