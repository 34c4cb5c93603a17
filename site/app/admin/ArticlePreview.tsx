import { useEffect, useId, useRef } from 'react';
import { Heading, Stack, Text } from '@cg/ui/layout';
import { articlePreviewUrl } from '@cg/data/contentPreview';
import { routeFor } from '@cg/data/routeTable';
import { adminTexts } from '@cg/content/adminTexts';
import { PreviewFrames } from './content/PreviewFrames';

const text = adminTexts.preview;

/**
 * The article as its page, at phone and desktop width: the preview page (site/preview) renders the site's own article
 * page with what the form held at the last «Προεπισκόπηση σελίδας» (`load` grows with each, and the frames load again).
 */
export function ArticlePreview({ load }: { load: number }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Each «Προεπισκόπηση σελίδας» brings the reader here (the frames are below the form).
  useEffect(() => heading.current?.focus(), [load]);
  return (
    <section aria-labelledby={id}>
      <Stack space="md">
        <Heading level={2} size="xl" id={id} ref={heading} tabIndex={-1}>
          {text.heading}
        </Heading>
        <Text>{text.intro}</Text>
        <PreviewFrames pageName={routeFor('/articles/:slug').breadcrumb} src={articlePreviewUrl(load)} />
      </Stack>
    </section>
  );
}
