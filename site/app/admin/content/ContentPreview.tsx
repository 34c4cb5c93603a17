import { useEffect, useId, useRef, useState } from 'react';
import { Button, SelectField } from '@cg/ui';
import { Heading, Inline, Stack, Text } from '@cg/ui/layout';
import { contentPreviewUrl, previewPages, sharedPreviewUrl } from '@cg/data/contentPreview';
import { routeAt } from '@cg/data/routeTable';
import { adminContentTexts } from '@cg/content/adminContentTexts';
import { exactTimeEl } from '../leads/timeEl';
import { PreviewFrames } from './PreviewFrames';

const text = adminContentTexts.preview;

const pageName = (path: string) => routeAt(path)?.breadcrumb ?? 'Αρχική';

export type PreviewShare = { ok: true; token: string; expiresAt: string } | { ok: false; message: string };

/**
 * The draft as the page, at phone and desktop width: two frames of the preview page (site/preview), which renders the
 * site's own page component with the draft the editor left in this tab. `load` grows with every «Προεπισκόπηση», and
 * each frame loads again with it. `share` saves the draft and asks for a week-long link to it, for a colleague who
 * reviews it without signing in. `onChecked` hears whether the page's check found something to fix (PreviewChecks).
 */
export function ContentPreview({
  documentKey,
  load,
  share,
  onChecked,
}: {
  documentKey: string;
  load: number;
  share: () => Promise<PreviewShare>;
  onChecked: (found: boolean) => void;
}) {
  const pages = previewPages[documentKey] ?? [];
  const [path, setPath] = useState(pages[0] ?? '/');
  const [shared, setShared] = useState<{ token: string; expiresAt: string } | null>(null);
  const [sharing, setSharing] = useState(false);
  const [told, setTold] = useState('');
  const selectId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const link = shared ? sharedPreviewUrl(window.location.origin, documentKey, path, shared.token) : '';

  const askForLink = async () => {
    if (sharing) return;
    setSharing(true);
    setTold('');
    const answer = await share().finally(() => setSharing(false));
    if (!answer.ok) return setTold(answer.message);
    setShared({ token: answer.token, expiresAt: answer.expiresAt });
  };

  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setTold(text.copied),
      () => setTold(text.notCopied),
    );

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
        <PreviewFrames pageName={pageName(path)} src={contentPreviewUrl(documentKey, path, load)} onChecked={onChecked} />
        <Inline space="sm">
          <Button tone="secondary" onClick={() => void askForLink()} aria-disabled={sharing} accessibleWhenDisabled>
            {sharing ? text.sharing : text.share}
          </Button>
          {shared ? (
            <Button tone="secondary" onClick={() => void copy()}>
              {text.copy}
            </Button>
          ) : null}
        </Inline>
        {shared ? (
          <Text>
            {text.link}: <a href={link}>{link}</a>
            <br />
            {text.linkHint(exactTimeEl(shared.expiresAt))}
          </Text>
        ) : null}
        <p role="status">{told}</p>
      </Stack>
    </section>
  );
}
