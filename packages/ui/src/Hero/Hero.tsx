import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/ButtonLink';
import { Icon } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Container } from '../Section/Section';
import { Picture, type ResponsiveImage } from '../Picture/Picture';
import type { NavItem } from '../SiteHeader/navTypes';
import * as css from './Hero.css';
import { Heading } from '../Heading/Heading';

export type HeroProps = {
  eyebrow?: string;
  title: ReactNode;
  text: ReactNode;
  cta: NavItem;
  secondaryCta?: NavItem;
  image: ResponsiveImage;
};

/**
 * The page's opening band; its image is the largest paint, so it loads eagerly at high priority.
 * Accessibility: the page's one `<h1>`; the picture has its alt text and is fetched first; the two calls to action are links styled as buttons, in reading order.
 */
export function Hero({ eyebrow, title, text, cta, secondaryCta, image }: HeroProps) {
  return (
    <section className={css.hero}>
      <Container className={css.layout}>
        <Stack space="lg">
          <div>
            {eyebrow ? (
              <Badge as="p" tone="highlight" className={css.eyebrow}>
                {eyebrow}
              </Badge>
            ) : null}
            <Heading level={1} className={css.title}>
              {title}
            </Heading>
            <p className={css.text}>{text}</p>
          </div>
          <Inline space="sm">
            <ButtonLink href={cta.href} size="lg">
              {cta.label}
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
            {secondaryCta ? (
              <ButtonLink href={secondaryCta.href} size="lg" tone="secondary">
                {secondaryCta.label}
              </ButtonLink>
            ) : null}
          </Inline>
        </Stack>
        <div className={css.media}>
          <Picture {...image} priority className={css.image} />
        </div>
      </Container>
    </section>
  );
}
