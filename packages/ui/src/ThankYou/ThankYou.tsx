import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/ButtonLink';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import * as css from './ThankYou.css';
import { Heading } from '../Heading/Heading';

export type ThankYouProps = {
  /** The greeting, with the visitor's first name when it is known. */
  title: string;
  /** The promise that comes first, e.g. a callback within 24 hours. */
  lead: ReactNode;
  /** A line of thanks that names something the visitor gave, e.g. their institution. */
  extra?: ReactNode;
  nextSteps: { title: string; items: readonly ReactNode[] };
  help: { title: string; text: ReactNode; contact: ReactNode };
  /** The reminder to look in the inbox, spam included. */
  checkEmail: ReactNode;
  actions: readonly { label: string; href: string; tone?: 'primary' | 'secondary' }[];
};

/**
 * The confirmation after a form: thanks, what happens next, where to get help, and where to go.
 * Accessibility: an article named by its `<h1>` greeting, the next steps an ordered list under their own heading, the help in a section named by its heading.
 */
export function ThankYou({ title, lead, extra, nextSteps, help, checkEmail, actions }: ThankYouProps) {
  return (
    <div className={css.wrapper}>
      <Card as="article" padding="xl" space="lg" shadow="lg" className={css.card} aria-labelledby="thank-you-title">
        <span className={css.badge}>
          <Icon name="check" />
        </span>
        <Heading level={1} id="thank-you-title" className={css.title}>
          {title}
        </Heading>
        <p className={css.lead}>{lead}</p>
        {extra ? <p className={css.lead}>{extra}</p> : null}
        <section aria-labelledby="thank-you-next">
          <Heading level={2} id="thank-you-next" className={css.subheading}>
            {nextSteps.title}
          </Heading>
          <Stack as="ol" space="xs" className={css.steps}>
            {nextSteps.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </Stack>
        </section>
        <Card as="section" tone="subtle" padding="lg" space="xs" aria-labelledby="thank-you-help">
          <Heading level={2} id="thank-you-help" className={css.subheading}>
            {help.title}
          </Heading>
          <div>{help.text}</div>
          {help.contact}
        </Card>
        <p className={css.notice}>{checkEmail}</p>
        <Inline space="sm" align="center">
          {actions.map((action) => (
            <ButtonLink key={action.href} href={action.href} tone={action.tone ?? 'primary'}>
              {action.label}
            </ButtonLink>
          ))}
        </Inline>
      </Card>
    </div>
  );
}
