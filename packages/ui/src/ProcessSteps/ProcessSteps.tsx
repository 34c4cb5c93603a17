import { useEffect, useRef } from 'react';
import { Card } from '../Card/Card';
import { revealStepsInPlace } from './stepReveal';
import * as css from './ProcessSteps.css';
import { Heading } from '../Heading/Heading';

export type ProcessStep = { title: string; text: string };

export type ProcessStepsProps = { steps: readonly ProcessStep[]; staggerMs?: number };

/**
 * Numbered steps that appear one after another, `staggerMs` apart, when scrolled into view. The HTML
 * shows them all; so do reduced motion, a missing IntersectionObserver, and steps already on screen when
 * the page hydrates (they never vanish from under the reader). The reveal runs on the rendered list
 * (revealStepsInPlace), the same code a page without React runs on this HTML.
 */
export function ProcessSteps({ steps, staggerMs = 500 }: ProcessStepsProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => (list.current ? revealStepsInPlace(list.current, staggerMs) : undefined), [steps, staggerMs]);

  return (
    <ol ref={list} className={css.list}>
      {/* Staff write them: two may share a year or a title, so each is keyed by its place too. */}
      {steps.map((step, index) => (
        <Card as="li" padding="lg" space="xs" key={`${index}:${step.title}`} className={css.step}>
          <span className={css.number} aria-hidden="true">
            {index + 1}
          </span>
          <Heading level={3} className={css.title}>
            {step.title}
          </Heading>
          <p className={css.text}>{step.text}</p>
        </Card>
      ))}
    </ol>
  );
}
