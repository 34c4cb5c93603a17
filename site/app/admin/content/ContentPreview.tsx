import { useEffect, useId, useRef, useState } from 'react';
import { SelectField } from '@cg/ui';
import { Heading, Inline, Stack, Text } from '@cg/ui/layout';
import { contentPreviewUrl, previewPages } from '@cg/data/contentPreview';
import { routeAt } from '@cg/data/routeTable';
import { adminContentTexts } from '@cg/content/adminContentTexts';
import * as css from './ContentPreview.css';

const text = adminContentTexts.preview;

const widths = [
  { name: text.phone, frame: css.phoneFrame, box: css.phoneBox },
  { name: text.desktop, frame: css.desktopFrame, box: css.desktopBox },
] as const;

const pageName = (path: string) => routeAt(path)?.breadcrumb ?? 'Αρχική';

/**
 * The draft as the page, at phone and desktop width: two frames of the preview page (site/preview), which renders the
 * site's own page component with the draft the editor left in this tab. `load` grows with every «Προεπισκόπηση», and
 * each frame loads again with it.
 */
export function ContentPreview({ documentKey, load }: { documentKey: string; load: number }) {
  const pages = previewPages[documentKey] ?? [];
  const [path, setPath] = useState(pages[0] ?? '/');
  const selectId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Each «Προεπισκόπηση» brings the reader here (the frames are below the form).
  useEffect(() => heading.current?.focus(), [load]);

  if (!pages.length) return null;
  return (
    <section aria-labelledby={`${selectId}-heading`}>
      <Stack space="md">
        <Heading level={2} size="xl" id={`${selectId}-heading`} ref={heading} tabIndex={-1}>
          {text.heading}
        </Heading>
        <Text>{text.intro}</Text>
        {pages.length > 1 ? (
          <SelectField
            id={selectId}
            name="preview-page"
            label={text.page}
            value={path}
            onChange={(event) => setPath(event.currentTarget.value as (typeof pages)[number])}
            options={pages.map((page) => ({ value: page, label: pageName(page) }))}
          />
        ) : null}
        {/* The phone's frame beside the desktop's where the back office is wide enough, under it where not. */}
        <Inline space="lg" alignY="top">
          {widths.map((width) => (
            <figure key={width.name} className={css.figure}>
              <div className={width.box}>
                <iframe
                  className={width.frame}
                  title={text.frame(pageName(path), width.name)}
                  src={contentPreviewUrl(documentKey, path, load)}
                />
              </div>
              <figcaption>{width.name}</figcaption>
            </figure>
          ))}
        </Inline>
      </Stack>
    </section>
  );
}
