import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Inline, Stack } from '@cg/ui/layout';
import { readPreviewCheck } from '@cg/data/contentPreview';
import { adminContentTexts } from '@cg/content/adminContentTexts';
import * as css from './ContentPreview.css';
import { foundProblems, PreviewChecks, type FrameCheck } from './PreviewChecks';

const text = adminContentTexts.preview;

const widths = [
  { name: text.phone, frame: css.phoneFrame, box: css.phoneBox },
  { name: text.desktop, frame: css.desktopFrame, box: css.desktopBox },
] as const;

const running = (): FrameCheck[] => widths.map((width) => ({ width: width.name, check: 'running' }));

/**
 * A page of the preview (site/preview) at phone and desktop width: the phone's frame beside the desktop's where the
 * back office is wide enough, under it where not. A new `src` loads both again. Each frame checks the page it shows
 * and tells this one (a message from that frame alone counts); `onChecked` hears whether the two found anything.
 */
export function PreviewFrames({ pageName, src, onChecked }: { pageName: string; src: string; onChecked?: (found: boolean) => void }) {
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  // The checks of the frames' current address: another address's are not this one's (they start again with it).
  const [heard, setHeard] = useState<{ src: string; checks: FrameCheck[] }>({ src, checks: running() });
  const checks = heard.src === src ? heard.checks : running();
  const tell = useEffectEvent((found: boolean) => onChecked?.(found));

  useEffect(() => {
    let current = running();
    const hear = (event: MessageEvent) => {
      const index = frames.current.findIndex((frame) => frame !== null && frame.contentWindow === event.source);
      const message = event.origin === window.location.origin && index >= 0 ? readPreviewCheck(event.data) : null;
      if (!message) return;
      current = current.map((entry, at) => (at === index ? { ...entry, check: message.check } : entry));
      setHeard({ src, checks: current });
      // A check that failed found nothing: it says so itself, and is no reason to hold a publish.
      if (current.every(({ check }) => check !== 'running'))
        tell(current.some(({ check }) => check !== null && check !== 'running' && foundProblems(check)));
    };
    window.addEventListener('message', hear);
    return () => window.removeEventListener('message', hear);
  }, [src]);

  return (
    <Stack space="md">
      <Inline space="lg" alignY="top">
        {widths.map((width, index) => (
          <figure key={width.name} className={css.figure}>
            <div className={width.box}>
              <iframe
                ref={(frame) => {
                  frames.current[index] = frame;
                }}
                className={width.frame}
                title={text.frame(pageName, width.name)}
                src={src}
              />
            </div>
            <figcaption>{width.name}</figcaption>
          </figure>
        ))}
      </Inline>
      <PreviewChecks checks={checks} />
    </Stack>
  );
}
