import { ButtonLink } from '../Button/ButtonLink';
import { Icon } from '../Icon/Icon';
import { isExternalHref } from '../Link/Link';
import { visuallyHidden } from '../styles/utilities.css';
import * as css from './CallToAction.css';
import { Heading } from '../Heading/Heading';

export type CallToActionProps = {
  title: string;
  text: string;
  action: { label: string; href: string };
  /** Said to screen readers after the action's label when it opens a new tab. */
  newTabLabel?: string;
};

/**
 * A question and one action, e.g. 'Έχετε κουπόνι;' and the button that starts the test (new tab).
 * Accessibility: a complementary region named by its title; its link says in hidden text that it opens a new tab.
 */
export function CallToAction({ title, text, action, newTabLabel = '(ανοίγει σε νέα καρτέλα)' }: CallToActionProps) {
  const external = isExternalHref(action.href);
  return (
    <aside className={css.box} aria-label={title}>
      <div>
        <Heading level={3} className={css.title}>
          {title}
        </Heading>
        <p className={css.text}>{text}</p>
      </div>
      <ButtonLink href={action.href} size="lg">
        {action.label}
        {external ? (
          <>
            <Icon name="external" size={18} />
            <span className={visuallyHidden}>{newTabLabel}</span>
          </>
        ) : null}
      </ButtonLink>
    </aside>
  );
}
