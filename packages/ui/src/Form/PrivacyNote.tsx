import { Link } from '../Link/Link';
import * as css from './Form.css';

export type PrivacyLine = { text: string; linkLabel: string; href: string };

/**
 * At every point of collection: one line on what the data is for, and the way to the whole notice.
 * Accessibility: one sentence with its link, read with the form it closes.
 */
export function PrivacyNote({ text, linkLabel, href }: PrivacyLine) {
  return (
    <p className={css.note}>
      {text} <Link href={href}>{linkLabel}</Link>
    </p>
  );
}
