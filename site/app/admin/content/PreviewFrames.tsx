import { Inline } from '@cg/ui/layout';
import { adminContentTexts } from '@cg/content/adminContentTexts';
import * as css from './ContentPreview.css';

const text = adminContentTexts.preview;

const widths = [
  { name: text.phone, frame: css.phoneFrame, box: css.phoneBox },
  { name: text.desktop, frame: css.desktopFrame, box: css.desktopBox },
] as const;

/**
 * A page of the preview (site/preview) at phone and desktop width: the phone's frame beside the desktop's where the
 * back office is wide enough, under it where not. A new `src` loads both again.
 */
export function PreviewFrames({ pageName, src }: { pageName: string; src: string }) {
  return (
    <Inline space="lg" alignY="top">
      {widths.map((width) => (
        <figure key={width.name} className={css.figure}>
          <div className={width.box}>
            <iframe className={width.frame} title={text.frame(pageName, width.name)} src={src} />
          </div>
          <figcaption>{width.name}</figcaption>
        </figure>
      ))}
    </Inline>
  );
}
