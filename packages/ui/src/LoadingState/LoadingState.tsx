import * as css from './LoadingState.css';

export type LoadingStateProps = {
  /** What is happening, e.g. 'Φόρτωση σελίδας…'; announced politely by screen readers. */
  label: string;
};

/** A spinner with its words: a status region, so assistive technology hears what the eye sees. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <div role="status" className={css.wrapper}>
      <span className={css.spinner} aria-hidden="true" />
      <span className={css.label}>{label}</span>
    </div>
  );
}
