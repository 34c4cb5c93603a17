import { ButtonLink } from '../Button/ButtonLink';
import { Stack } from '../Stack/Stack';
import * as css from './LazyFrame.css';

export type LazyFrameProps = {
  src: string;
  /** Names the frame. */
  title: string;
  height: number;
  /** The same page in a new tab: for anyone who prefers it, and on a small screen. */
  openLabel: string;
};

/**
 * A page's main embedded tool: the frame is in the HTML from the start and the browser loads it as the
 * visitor scrolls near it (`loading="lazy"`), no click and no script needed, so it works before hydration.
 * Until then nothing of it loads; its height is reserved, so nothing shifts when it does.
 */
export function LazyFrame({ src, title, height, openLabel }: LazyFrameProps) {
  return (
    <Stack space="sm">
      <iframe className={css.frame} src={src} title={title} height={height} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
      <div>
        <ButtonLink href={src} tone="secondary" newTab>
          {openLabel}
        </ButtonLink>
      </div>
    </Stack>
  );
}
