/**
 * Pictures staff upload for the content documents (a team member's photo): checked here before anything is sent (its
 * type read from its own bytes, not its name; its size; its dimensions), stored in the content-images bucket under a
 * new name that carries its dimensions, and turned into the page's sizes and formats by the build
 * (site/vite/contentPictures.ts), which reads the bytes again and refuses what is not what the name says.
 */
import type { AppClient } from '../client.ts';

export const contentPictureBucket = 'content-images';

/** What the bucket takes (its migration sets the same; a unit test holds them equal), and the sides a page needs. */
export const contentPictureRules = {
  maxBytes: 5 * 1024 * 1024,
  types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' },
  shortestSide: 400,
  longestSide: 6000,
  /** A partner's logo is drawn within 200 × 80 CSS pixels; twice that on one side is sharp on every screen. */
  logoBox: { width: 400, height: 160 },
  /** A hero is cut to 4:3 and made up to 1440 pixels wide (the widest the pages ask for): the picture must fill that. */
  heroBox: { width: 1440, height: 1080 },
  /** A video's picture is cut to 16:9 and drawn up to 960 pixels wide, as the site's own posters are. */
  posterBox: { width: 960, height: 540 },
} as const;

export type ContentPictureType = keyof typeof contentPictureRules.types;

export const contentPictureMessages = {
  notAPicture: 'Το αρχείο δεν είναι φωτογραφία JPEG, PNG, WebP ή AVIF. Διαλέξτε μια φωτογραφία.',
  tooLarge: 'Η φωτογραφία είναι μεγαλύτερη από 5 MB. Μικρύνετέ την και δοκιμάστε ξανά.',
  unreadable: 'Η φωτογραφία δεν διαβάζεται: ίσως το αρχείο είναι κατεστραμμένο. Δοκιμάστε άλλο.',
  tooSmall: (width: number, height: number) =>
    `Η φωτογραφία είναι ${width} × ${height} pixel: χρειάζεται τουλάχιστον ${contentPictureRules.shortestSide} pixel σε κάθε πλευρά, για να φαίνεται καθαρά σε κάθε οθόνη.`,
  logoTooSmall: (width: number, height: number) =>
    `Το λογότυπο είναι ${width} × ${height} pixel: χρειάζεται τουλάχιστον ${contentPictureRules.logoBox.width} pixel πλάτος ή ${contentPictureRules.logoBox.height} ύψος, για να φαίνεται καθαρά σε κάθε οθόνη.`,
  heroTooSmall: (width: number, height: number) =>
    `Η φωτογραφία είναι ${width} × ${height} pixel: η κεντρική φωτογραφία μιας σελίδας χρειάζεται τουλάχιστον ${contentPictureRules.heroBox.width} × ${contentPictureRules.heroBox.height}, για να φαίνεται καθαρά σε κάθε οθόνη.`,
  posterTooSmall: (width: number, height: number) =>
    `Η εικόνα είναι ${width} × ${height} pixel: η εικόνα ενός βίντεο χρειάζεται τουλάχιστον ${contentPictureRules.posterBox.width} × ${contentPictureRules.posterBox.height}, για να φαίνεται καθαρά σε κάθε οθόνη.`,
  tooBig: (width: number, height: number) =>
    `Η φωτογραφία είναι ${width} × ${height} pixel: έως ${contentPictureRules.longestSide} σε κάθε πλευρά. Μικρύνετέ την και δοκιμάστε ξανά.`,
  unreachable: 'Η φωτογραφία δεν ανέβηκε: η σύνδεση με τον διακομιστή διακόπηκε. Δοκιμάστε ξανά.',
  failed: 'Η φωτογραφία δεν ανέβηκε. Δοκιμάστε ξανά.',
} as const;

const startsWith = (bytes: Uint8Array, offset: number, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The picture's type by its first bytes (a renamed text file is no picture), or null. */
export function sniffPictureType(head: Uint8Array): ContentPictureType | null {
  if (startsWith(head, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, 0, ascii('RIFF')) && startsWith(head, 8, ascii('WEBP'))) return 'image/webp';
  // An ISO media file (ftyp box) whose brand is AVIF's.
  if (startsWith(head, 4, ascii('ftyp')) && (startsWith(head, 8, ascii('avif')) || startsWith(head, 8, ascii('avis')))) return 'image/avif';
  return null;
}

/** The folder (the kind) whose pictures are logos, drawn whole within a box rather than cut to a square. */
export const logoFolder = 'partners';
/** The folder (the kind) whose pictures open a page, cut to 4:3 and drawn up to the full width of a phone. */
export const heroFolder = 'heroes';
/** The folders (the kinds) whose pictures stand on a video's facade until it plays, cut to 16:9. */
export const posterFolders: readonly string[] = ['videos', 'page-videos'];

/** Why these dimensions cannot go up to this folder, in Greek, or null. */
export function pictureSizeProblem(width: number, height: number, folder = 'team'): string | null {
  const { logoBox, heroBox, posterBox } = contentPictureRules;
  if (folder === logoFolder) {
    // Drawn whole within the box: it needs to fill the box's double on one side, or the build would enlarge it.
    if (width < logoBox.width && height < logoBox.height) return contentPictureMessages.logoTooSmall(width, height);
  } else if (folder === heroFolder) {
    // Cut to 4:3: both sides must reach the widest copy's, or the build would enlarge it.
    if (width < heroBox.width || height < heroBox.height) return contentPictureMessages.heroTooSmall(width, height);
  } else if (posterFolders.includes(folder)) {
    // Cut to 16:9, as the hero is to 4:3.
    if (width < posterBox.width || height < posterBox.height) return contentPictureMessages.posterTooSmall(width, height);
  } else if (Math.min(width, height) < contentPictureRules.shortestSide) return contentPictureMessages.tooSmall(width, height);
  if (Math.max(width, height) > contentPictureRules.longestSide) return contentPictureMessages.tooBig(width, height);
  return null;
}

/** The name a picture is stored under: its folder (the kind's), a random part, its dimensions, its type. */
export const contentPicturePath = (folder: string, id: string, width: number, height: number, type: ContentPictureType) =>
  `${folder}/${id}-${width}x${height}.${contentPictureRules.types[type]}`;

/** The width and height a stored picture's name says it has. */
export function pictureDimensions(path: string): { width: number; height: number } | null {
  const match = /-([1-9][0-9]*)x([1-9][0-9]*)\.[a-z]+$/.exec(path);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** Where the bucket serves a stored picture (a public bucket: by address, never by listing). */
export const contentPictureUrl = (backendUrl: string, path: string) =>
  `${backendUrl.replace(/\/+$/, '')}/storage/v1/object/public/${contentPictureBucket}/${path}`;

export type PictureUpload = { ok: true; path: string } | { ok: false; message: string };

/** The storage's refusal in Greek: too large (413), not a picture (415), no answer at all. */
function refusal(error: { message: string; status?: unknown; statusCode?: unknown }): string {
  const status = Number(error.status ?? error.statusCode);
  if (status === 413 || error.statusCode === 'EntityTooLarge') return contentPictureMessages.tooLarge;
  if (status === 415 || error.statusCode === 'InvalidMimeType') return contentPictureMessages.notAPicture;
  if (!Number.isFinite(status) || status === 0) return contentPictureMessages.unreachable;
  return contentPictureMessages.failed;
}

/**
 * Checks a picture and uploads it under a new name (a page still showing the old picture keeps working). `measure`
 * reads its dimensions (the browser's createImageBitmap; it throws for what it cannot decode).
 */
export async function uploadContentPicture(
  client: AppClient,
  folder: string,
  file: Blob,
  measure: (file: Blob) => Promise<{ width: number; height: number }>,
  newId: () => string = () => crypto.randomUUID(),
): Promise<PictureUpload> {
  if (file.size > contentPictureRules.maxBytes) return { ok: false, message: contentPictureMessages.tooLarge };
  const type = sniffPictureType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type) return { ok: false, message: contentPictureMessages.notAPicture };
  const size = await measure(file).catch(() => null);
  if (!size) return { ok: false, message: contentPictureMessages.unreadable };
  const problem = pictureSizeProblem(size.width, size.height, folder);
  if (problem) return { ok: false, message: problem };
  const path = contentPicturePath(folder, newId(), size.width, size.height, type);
  const { error } = await client.storage
    .from(contentPictureBucket)
    .upload(path, file, { contentType: type, upsert: false })
    .catch((thrown: unknown) => ({ error: { message: String(thrown) } }));
  return error ? { ok: false, message: refusal(error) } : { ok: true, path };
}
