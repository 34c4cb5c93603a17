import sharp from 'sharp';
// Relative paths, as in publishedContent.ts: Node loads the config, and Vite bundles only what it imports relatively.
import { contentPictureUrl, pictureDimensions, sniffPictureType } from '../../packages/data/src/content/pictures.ts';
import { flattenDocument } from '../../packages/data/src/content/documentFields.ts';
import { UnpublishableContent, type PublishedDocument } from '../../packages/data/src/content/published.ts';
import { builtPicturePath, builtPictureShape } from '../app/lib/builtPictures.ts';

export type BuiltPicture = { fileName: string; source: Uint8Array };

/** Every stored picture the published documents name, with the key and the kind of the document that names it. */
export function picturesOf(documents: Iterable<PublishedDocument>): { key: string; kind: string; path: string }[] {
  return [...documents].flatMap((document) =>
    Object.entries(flattenDocument(document.data))
      .filter(([pointer, value]) => pointer.endsWith('/path') && typeof value === 'string')
      .map(([, path]) => ({ key: document.key, kind: document.kind, path: path as string })),
  );
}

/**
 * The page's files of each picture the published documents name (decision 036): read from the bucket by its address,
 * checked again by its bytes (a picture of the type and the dimensions its name says, which the editor measured), and
 * made into its folder's shape at every width the pages draw it (builtPictures.ts: a photo cut square, a logo whole
 * within its box). A picture that is missing or not
 * what its name says stops the build, named by its document, as a document that breaks its schema does.
 */
export async function buildContentPictures(
  backendUrl: string,
  documents: Iterable<PublishedDocument>,
  fetchBytes: (url: string) => Promise<Response> = (url) => fetch(url, { signal: AbortSignal.timeout(20_000) }),
): Promise<BuiltPicture[]> {
  const built: BuiltPicture[] = [];
  const seen = new Set<string>();
  for (const { key, kind, path } of picturesOf(documents)) {
    if (seen.has(path)) continue;
    seen.add(path);
    const refuse = (why: string) => new UnpublishableContent(key, `«${key}»: the picture ${path} ${why}`);
    // The editor uploads to the document's kind's folder, whose shape the page draws; a path written by hand may not.
    if (path.split('/')[0] !== kind) throw refuse(`is not in the folder of its kind (${kind})`);
    const shape = builtPictureShape(path);
    if (!shape) throw refuse('is in a folder no page draws');
    const response = await fetchBytes(contentPictureUrl(backendUrl, path));
    if (!response.ok) throw refuse(`could not be read (${response.status})`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const named = pictureDimensions(path);
    const type = sniffPictureType(bytes.subarray(0, 16));
    const metadata = type
      ? await sharp(bytes)
          .metadata()
          .catch(() => null)
      : null;
    // A phone's photo may be stored on its side with a note to turn it (EXIF orientation 5-8), as the browser measured it turned.
    const turned = (metadata?.orientation ?? 1) >= 5;
    const [width, height] = turned ? [metadata?.height, metadata?.width] : [metadata?.width, metadata?.height];
    if (!type || !metadata || width !== named?.width || height !== named?.height)
      throw refuse('is not the picture its name says (its type or its dimensions differ)');
    for (const width of shape.widths) {
      const height = Math.round(width * shape.heightPerWidth);
      const drawn =
        shape.fit === 'cover'
          ? sharp(bytes).rotate().resize(width, height, { fit: 'cover', position: 'attention' })
          : sharp(bytes)
              .rotate()
              .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
      for (const { extension } of shape.formats) {
        const encoded = extension === 'avif' ? drawn.clone().avif({ quality: 55 }) : drawn.clone().webp({ quality: 78 });
        built.push({ fileName: builtPicturePath(path, width, extension).slice(1), source: new Uint8Array(await encoded.toBuffer()) });
      }
    }
  }
  return built;
}
