import * as css from './LoadingState.css';

export type LoadingStateProps = {
  /** What is happening, e.g. 'Φόρτωση σελίδας…'; announced politely by screen readers. */
  label: string;
  /** The whole page is what is loading: the words are its heading (h1), as every page has one. */
  pageHeading?: boolean;
};

/**
 * A spinner with its words: a status region, so assistive technology hears what the eye sees.
 * Accessibility: a polite status that says what is loading in words; the spinner is decorative and stops for visitors who ask for reduced motion.
 */
export function LoadingState({ label, pageHeading = false }: LoadingStateProps) {
  const Words = pageHeading ? 'h1' : 'span';
  return (
    <div role="status" className={css.wrapper}>
      <span className={css.spinner} aria-hidden="true" />
      <Words className={css.label}>{label}</Words>
    </div>
  );
}
