import { useEffect, useRef, useState } from 'react';
import { Card } from '../Card/Card';
import { runStepReveal } from './stepReveal';
import * as css from './ProcessSteps.css';

export type ProcessStep = { title: string; text: string };

export type ProcessStepsProps = { steps: readonly ProcessStep[]; staggerMs?: number };

/**
 * Numbered steps that appear one after another, `staggerMs` apart, when scrolled into view. The HTML
 * shows them all; so do reduced motion, a missing IntersectionObserver, and steps already on screen when
 * the page hydrates (they never vanish from under the reader).
 */
export function ProcessSteps({ steps, staggerMs = 500 }: ProcessStepsProps) {
  const list = useRef<HTMLOListElement>(null);
  const [revealed, setRevealed] = useState<number | null>(null);

  useEffect(() => {
    const element = list.current;
    return element ? runStepReveal(element, steps.length, staggerMs, setRevealed) : undefined;
  }, [steps, staggerMs]);

  return (
    <ol ref={list} className={css.list}>
      {steps.map((step, index) => (
        <Card
          as="li"
          padding="lg"
          space="xs"
          key={step.title}
          className={css.step}
          data-revealed={revealed === null ? undefined : String(index < revealed)}
        >
          <span className={css.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={css.title}>{step.title}</h3>
          <p className={css.text}>{step.text}</p>
        </Card>
      ))}
    </ol>
  );
}
