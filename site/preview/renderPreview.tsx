import '@cg/ui/global';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { webFontFaces } from '@cg/ui';
import { routeAt } from '@cg/data/routeTable';
import { PageFrameView } from '../app/components/PageFrameView';
import { SiteShell } from '../app/components/SiteShell';
import { AddressContext, memoryAddress } from '../app/lib/address';
import { frameOf } from '../app/lib/frameOf';
import { previewPageComponents } from './previewPageComponents';
import * as css from './renderPreview.css';

/**
 * A preview is read, never used: no form of it sends (a lead from it would be a conversion nobody made) and no link
 * leaves it. Caught on the window before the target, so no handler of the page's own (an island's) sees either; the
 * rest stays as on the page (a question opens, the menu too), and the page stays readable by a screen reader, as
 * `inert` would not leave it. The host's policy for this page lets it reach nothing but the published content
 * besides (hostFiles.ts).
 */
function neitherSendNorLeave() {
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  window.addEventListener('submit', stop, true);
  window.addEventListener(
    'click',
    (event) => (event.target instanceof Element && event.target.closest('a[href]') ? stop(event) : undefined),
    true,
  );
}

/** The banner's id: the preview's own, which its check leaves out of the page's weight. */
export const previewBannerId = 'preview-banner';

/** The page as the site renders it (its shell, its frame, its own component), under a banner that says it is a preview. */
export async function renderPreview(container: HTMLElement, { path, banner }: { path: string; banner: string }) {
  const load = previewPageComponents[path];
  if (!load) throw new Error(`No page component to preview ${path}`);
  const Page = await load();
  neitherSendNorLeave();
  // The site's font at once: a preview is not a first visit to hold it back for (lib/lateWebFonts.ts).
  for (const face of webFontFaces)
    document.fonts.add(
      new FontFace(face.family, `url(${face.url}) format("woff2")`, { weight: face.weight, unicodeRange: face.unicodeRange }),
    );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        Component: () => (
          <AddressContext value={memoryAddress('')}>
            <SiteShell>
              <PageFrameView frame={frameOf(routeAt(path))}>
                <Page />
              </PageFrameView>
            </SiteShell>
          </AddressContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  createRoot(container).render(
    <>
      <aside aria-label="Προεπισκόπηση" className={css.banner} id={previewBannerId}>
        <p>{banner}</p>
      </aside>
      <RouterProvider router={router} />
    </>,
  );
}
