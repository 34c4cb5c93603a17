import { visuallyHidden } from '../styles/utilities.css';

export type RelativeTimeProps = {
  /** The instant, machine-readable. */
  iso: string;
  /** How long ago, as people say it ("πριν από 3 ώρες"). */
  relative: string;
  /** The exact date and time: on hover, and read out after the relative one. */
  exact: string;
};

/** A time shown as how long ago it was, with the exact time on hover and for screen readers. */
export function RelativeTime({ iso, relative, exact }: RelativeTimeProps) {
  return (
    <time dateTime={iso} title={exact}>
      {relative}
      <span className={visuallyHidden}> ({exact})</span>
    </time>
  );
}
