/**
 * The draft's preview page (docs/decisions/036-content-as-data.md), opened by the content editor in a frame at
 * phone and desktop width, or by whoever holds a shared link. It reads the draft the editor left in this tab (or the
 * one the link's signed token is for, from the content-preview function), the other documents as visitors get them
 * (published_content, the anon key), checks the draft against its kind's schema, and only then imports the site's
 * page: the content modules it imports read the documents set here (site/vite/draftContent.ts).
 */
import * as v from 'valibot';
import { adminContentTexts } from '@cg/content/adminContentTexts';
import { contentKinds } from '@cg/data/content';
import {
  articlePreview,
  previewCheckMessage,
  previewDraftKey,
  previewRequest,
  type PreviewCheckMessage,
  type PreviewDraft,
} from '@cg/data/contentPreview';
import { readSharedPreview } from '@cg/data/contentPreviewLink';
import { withFactsFilled } from '@cg/data/contentFacts';
import { fetchPublishedContent } from '@cg/data/publishedContent';
import { routeAt } from '@cg/data/routeTable';
import { exactTimeEl } from '../app/admin/leads/timeEl';
import { backend } from '../app/lib/backend';
import { previewedArticleSchema } from './previewArticle';
import { setPreviewDocuments } from './previewDocuments';

const text = adminContentTexts.preview;
const container = document.getElementById('preview') as HTMLElement;

/** What the page found on itself, told to the editor that framed it, if one did (a shared link's reader has none). */
function tellEditor(check: PreviewCheckMessage['check']) {
  if (window.parent !== window)
    window.parent.postMessage({ type: previewCheckMessage, check } satisfies PreviewCheckMessage, location.origin);
}

/** The preview cannot be shown: one sentence in its place, the page's main content; there is no page to check. */
function say(message: string) {
  tellEditor(null);
  const main = document.createElement('main');
  const line = document.createElement('p');
  line.setAttribute('role', 'alert');
  line.textContent = message;
  main.append(line);
  container.replaceChildren(main);
}

function readDraft(key: string): (PreviewDraft & { title?: string }) | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(previewDraftKey) ?? 'null') as (PreviewDraft & { title?: string }) | null;
    return draft?.key === key && typeof draft.data === 'object' && draft.data !== null ? draft : null;
  } catch {
    return null;
  }
}

/** What the preview shows: the draft of this tab's editor, or a shared link's (with when the link stops working). */
async function draftFor(request: {
  key: string;
  share?: string;
}): Promise<(PreviewDraft & { title?: string; expiresAt?: string }) | string> {
  if (!request.share) return readDraft(request.key) ?? text.noDraft;
  const shared = await readSharedPreview(backend, request.share, { signal: AbortSignal.timeout(15_000) });
  if (!shared.ok) return shared.message;
  // The link names the document it was made for; a page of another one's is not shown with it.
  return shared.key === request.key ? shared : text.unknown;
}

async function showPreview() {
  const request = previewRequest(location.search);
  if (!request) return say(text.unknown);
  const draft = await draftFor(request);
  if (typeof draft === 'string') return say(draft);
  let published: Awaited<ReturnType<typeof fetchPublishedContent>>;
  try {
    published = await fetchPublishedContent(backend, { signal: AbortSignal.timeout(15_000) });
  } catch {
    return say(text.unreadable);
  }
  // The article editor's draft is not a document: the form's own rules check it.
  const kind = published.get(request.key)?.kind;
  const schema = request.key === articlePreview.key ? previewedArticleSchema : kind ? contentKinds[kind] : null;
  const parsed = schema ? v.safeParse(schema, draft.data) : null;
  if (!parsed?.success) return say(text.broken);
  // The draft in place of its published version, and the facts its texts name in braces filled from the facts previewed.
  const drafted = [...published.values()].map((document) =>
    document.key === request.key ? { ...document, data: parsed.output } : document,
  );
  const documents = withFactsFilled(drafted);
  if (request.key === articlePreview.key) documents.set(request.key, parsed.output);
  setPreviewDocuments(documents);
  const page = routeAt(request.path)?.breadcrumb ?? 'Αρχική';
  const { previewBannerId, renderPreview } = await import('./renderPreview');
  const banner = text.banner(draft.title ?? request.key, page);
  await renderPreview(container, {
    path: request.path,
    banner: draft.expiresAt ? `${banner} ${text.sharedUntil(exactTimeEl(draft.expiresAt))}` : banner,
  });
  // In the editor's frame, the page checks itself and tells the editor.
  if (window.parent === window) return;
  tellEditor(await import('./checkPage').then(({ checkPage }) => checkPage(request.path, previewBannerId)).catch(() => null));
}

void showPreview();
