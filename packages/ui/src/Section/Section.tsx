import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useId } from 'react';
import { container, header, heading, intro, section } from './Section.css';
import { cx } from '../styles/cx';
import { Heading } from '../Heading/Heading';

export type SectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  title?: ReactNode;
  intro?: ReactNode;
  tone?: 'default' | 'subtle' | 'brand';
};

/** A page band: tone, a centred container and an optional heading that names the region. */
export function Section({ title, intro: introText, tone, className, children, ...props }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={title ? headingId : undefined} {...props} className={cx(section({ tone }), className)}>
      <div className={container}>
        {title ? (
          <div className={header}>
            <Heading level={2} id={headingId} className={heading}>
              {title}
            </Heading>
            {introText ? <p className={intro}>{introText}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/**
 * The centred, width-limited column every Section uses; on its own for a band that is not a Section (the header and footer).
 * Accessibility: no role of its own.
 */
export function Container({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div {...props} className={cx(container, className)} />;
}
