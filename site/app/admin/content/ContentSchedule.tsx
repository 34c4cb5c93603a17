import { TextField, Tiles } from '@cg/ui';
import { Stack, Text } from '@cg/ui/layout';
import { adminContentTexts } from '@cg/content/adminContentTexts';
import * as css from './ContentSchedule.css';

const text = adminContentTexts.schedule;

export type ScheduleFields = { date: string; time: string };

/** The fieldset's words: a content version's by default (optional: empty publishes at once). */
export type ScheduleWords = { legend: string; hint: string; date: string; time: string };

/**
 * When the next publish goes live: empty for at once, or an Athens date and time (the schedule then rebuilds the pages
 * at that time). A wrong field says why, in Greek, on itself.
 */
export function ContentSchedule({
  formId,
  value,
  issue,
  onChange,
  words = text,
}: {
  formId: string;
  words?: ScheduleWords;
  value: ScheduleFields;
  issue: { field: keyof ScheduleFields; message: string } | null;
  onChange: (value: ScheduleFields) => void;
}) {
  return (
    <fieldset className={css.group} aria-describedby={`${formId}-schedule-hint`}>
      <legend className={css.legend}>{words.legend}</legend>
      <Stack space="sm">
        <Text id={`${formId}-schedule-hint`}>{words.hint}</Text>
        <Tiles columns={{ tablet: 2 }}>
          <TextField
            id={scheduleFieldId(formId, 'date')}
            name="live-date"
            kind="date"
            label={words.date}
            requiredMark=""
            value={value.date}
            error={issue?.field === 'date' ? issue.message : null}
            onChange={(event) => onChange({ ...value, date: event.currentTarget.value })}
          />
          <TextField
            id={scheduleFieldId(formId, 'time')}
            name="live-time"
            kind="time"
            label={words.time}
            requiredMark=""
            value={value.time}
            error={issue?.field === 'time' ? issue.message : null}
            onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
          />
        </Tiles>
      </Stack>
    </fieldset>
  );
}

export const scheduleFieldId = (formId: string, field: keyof ScheduleFields) => `${formId}-live-${field}`;
