import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../Button/ButtonLink';
import { button } from '../Button/Button.css';
import { Inline } from '../Inline/Inline';
import * as css from './FrameFacade.css';

export type FrameFacadeProps = {
  src: string;
  /** Names the frame once loaded. */
  title: string;
  height: number;
  text: string;
  loadLabel: string;
  /** The same page in a new tab: works without JavaScript, and for anyone who prefers it. */
  openLabel: string;
};

/**
 * A third-party frame behind a placeholder: nothing from its host loads until the visitor asks, and
 * then focus moves into it. The placeholder holds the frame's height, so nothing shifts.
 */
export function FrameFacade({ src, title, height, text, loadLabel, openLabel }: FrameFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  if (loaded) return <iframe ref={frame} className={css.frame} src={src} title={title} height={height} loading="eager" referrerPolicy="strict-origin-when-cross-origin" />;
  return (
    <div className={css.placeholder} style={{ minHeight: height }}>
      <p className={css.text}>{text}</p>
      <Inline space="sm" align="center">
        <button type="button" className={button({ tone: 'primary', size: 'md' })} onClick={() => setLoaded(true)}>
          {loadLabel}
        </button>
        <ButtonLink href={src} tone="secondary" newTab>
          {openLabel}
        </ButtonLink>
      </Inline>
    </div>
  );
}
