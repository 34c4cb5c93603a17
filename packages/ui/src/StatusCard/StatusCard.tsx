import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Inline } from '../Inline/Inline';
import * as css from './StatusCard.css';
import { Heading } from '../Heading/Heading';

export type StatusCardProps = {
  /** A large code above the title, e.g. '404'. */
  code?: string;
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
};

/**
 * One card, centred across its space and at its top, for the 404, error and confirmation screens.
 * Accessibility: the page's one `<h1>` says what happened; the actions are links in reading order.
 */
export function StatusCard({ code, title, message, actions }: StatusCardProps) {
  return (
    <div className={css.wrapper}>
      <Card padding="xl" shadow="lg" space="lg" className={css.card}>
        <div>
          {code ? <p className={css.code}>{code}</p> : null}
          <Heading level={1} className={css.title}>
            {title}
          </Heading>
          {message ? <div className={css.message}>{message}</div> : null}
        </div>
        {actions ? (
          <Inline space="sm" align="center">
            {actions}
          </Inline>
        ) : null}
      </Card>
    </div>
  );
}
