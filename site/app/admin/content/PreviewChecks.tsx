import { useId } from 'react';
import { Heading, Stack, Text } from '@cg/ui/layout';
import { htmlBudget, type PreviewCheck } from '@cg/data/contentPreview';
import { adminContentTexts } from '@cg/content/adminContentTexts';
import * as css from './PreviewChecks.css';

const text = adminContentTexts.preview.check;

/** One frame's check: still running, done (what it found), or failed (null). */
export type FrameCheck = { width: string; check: PreviewCheck | null | 'running' };

/** Whether a finished check found anything to fix: an accessibility problem or a page over its weight. */
export const foundProblems = (check: PreviewCheck) => check.problems.length > 0 || check.weight > htmlBudget;

function Found({ check }: { check: PreviewCheck }) {
  const size = text.kilobytes(check.weight);
  const budget = text.kilobytes(htmlBudget);
  return (
    <>
      {check.problems.length ? text.problems(check.problems.length) : text.accessible}{' '}
      {check.weight > htmlBudget ? text.heavy(size, budget) : text.weight(size, budget)}
      {check.problems.length ? (
        <ul>
          {check.problems.map((problem) => (
            <li key={problem.rule}>
              {problem.help}
              <ul>
                {problem.places.map((place, index) => (
                  // Two places may read alike (two pictures without words): their order tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={index} className={css.place}>
                    «{place}»
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * What the preview's frames found on the page (site/preview/checkPage.ts), a line per width, said as it arrives.
 */
export function PreviewChecks({ checks }: { checks: readonly FrameCheck[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack space="sm">
        <Heading level={3} size="lg" id={id}>
          {text.heading}
        </Heading>
        <Text>{text.intro}</Text>
        <div role="status">
          <ul>
            {checks.map(({ width, check }) => (
              <li key={width}>
                <strong>{width}</strong>: {check === 'running' ? text.running : check === null ? text.failed : <Found check={check} />}
              </li>
            ))}
          </ul>
        </div>
      </Stack>
    </section>
  );
}
