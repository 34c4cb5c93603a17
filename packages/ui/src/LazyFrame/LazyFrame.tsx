/// <reference path="../inlineScript.d.ts" />
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../Button/ButtonLink';
import { Stack } from '../Stack/Stack';
import { loadFrameWhenNear } from './loadFrameWhenNear';
import watchFrame from './loadFrameWhenNear.inline.ts?inline-script';
import * as css from './LazyFrame.css';

export type LazyFrameProps = {
  src: string;
  /** Names the frame. */
  title: string;
  height: number;
  /** The same page in a new tab: for anyone who prefers it, and on a small screen. */
  openLabel: string;
};

// In the prerendered HTML the script runs as the page is parsed. A script React creates never runs, so
// in the browser it is an inert data block (React would otherwise warn), and the effect below does the job.
const frameScript = import.meta.env.SSR ? watchFrame : '';

/**
 * A page's main embedded tool, loaded with no click as the visitor scrolls within a screen of it, by a
 * script written into the HTML that runs before hydration. Without JavaScript the browser's own lazy
 * frame takes its place. Until it loads, nothing of it is fetched; its height is reserved, so nothing
 * shifts when it does.
 * Accessibility: the frame has a title; without JavaScript it loads at once, and the link under it opens the same page in a new tab for anyone the frame does not suit.
 */
export function LazyFrame({ src, title, height, openLabel }: LazyFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  // A frame React put on the page after hydration (a client-side navigation) had no script run for it.
  useEffect(() => loadFrameWhenNear(frameRef.current), []);
  return (
    <Stack space="sm">
      <div>
        <iframe
          ref={frameRef}
          className={css.scriptedFrame}
          data-src={src}
          title={title}
          height={height}
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <script
          type={import.meta.env.SSR ? undefined : 'text/plain'}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: frameScript }}
        />
        <noscript>
          <iframe
            className={css.frame}
            src={src}
            title={title}
            height={height}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </noscript>
      </div>
      <div>
        <ButtonLink href={src} tone="secondary" newTab>
          {openLabel}
        </ButtonLink>
      </div>
    </Stack>
  );
}
