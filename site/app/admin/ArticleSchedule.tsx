import { useId, useState } from 'react';
import { Button, SubmitButton } from '@cg/ui';
import { Heading, Stack, Text } from '@cg/ui/layout';
import { publishTime } from '@cg/data/content';
import type { Article } from '@cg/data';
import { adminTexts } from '@cg/content/adminTexts';
import { formatMomentEl } from '../lib/dates';
import { ContentSchedule, scheduleFieldId, type ScheduleFields } from './content/ContentSchedule';

const text = adminTexts.schedule;

/**
 * Below a draft's form: the Athens date and time it is published at by itself, or, once it has one, that moment and a
 * way to take it back. A wrong field says why, in Greek, on itself, and takes focus.
 */
export function ArticleSchedule({ article, onSchedule }: { article: Article; onSchedule: (at: Date | null) => Promise<boolean> }) {
  const formId = useId();
  const headingId = `${formId}-heading`;
  const [fields, setFields] = useState<ScheduleFields>({ date: '', time: '' });
  const [issue, setIssue] = useState<{ field: keyof ScheduleFields; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (at: Date | null) => {
    setBusy(true);
    await onSchedule(at);
    setBusy(false);
  };

  const schedule = (event: React.FormEvent) => {
    event.preventDefault();
    const when = publishTime(fields.date, fields.time);
    const problem = !when.ok ? when : when.at ? null : { field: 'date' as const, message: text.needsBoth };
    if (problem) {
      setIssue({ field: problem.field, message: problem.message });
      globalThis.document.getElementById(scheduleFieldId(formId, problem.field))?.focus();
      return;
    }
    if (when.ok && when.at) void send(when.at);
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack space="md">
        <Heading level={2} id={headingId}>
          {text.heading}
        </Heading>
        {article.scheduled_for ? (
          <>
            <Text>{text.waiting(formatMomentEl(article.scheduled_for))}</Text>
            <div>
              <Button tone="secondary" disabled={busy} onClick={() => void send(null)}>
                {text.cancel}
              </Button>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={schedule}>
            <Stack space="md">
              <ContentSchedule
                formId={formId}
                words={text}
                value={fields}
                issue={issue}
                onChange={(value) => {
                  setFields(value);
                  setIssue(null);
                }}
              />
              <div>
                <SubmitButton label={text.submit} busyLabel={text.submitting} busy={busy} />
              </div>
            </Stack>
          </form>
        )}
      </Stack>
    </section>
  );
}
