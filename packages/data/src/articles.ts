import type { AppClient } from './client';
import type { Database } from './database.types';

export type Article = Database['public']['Tables']['articles']['Row'];
export type ArticleCategory = Database['public']['Enums']['article_category'];
export type ArticleStatus = Database['public']['Enums']['article_status'];

export { articleCategoryLabels } from './publishedArticles';

export type AdminResult<T = null> = { ok: true; data: T } | { ok: false; title: string; message: string };

export const failure = (message: string | undefined, title = 'Σφάλμα') => ({
  ok: false as const,
  title,
  message: message || 'Κάτι πήγε στραβά',
});

/** A read that failed; `transient` ones (network, throttling, server) are worth retrying. */
export class AdminReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message || 'Κάτι πήγε στραβά');
  }
  get transient() {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** Why a sign-in failed, in Greek: wrong details, too many tries, or no connection. */
export function signInFailureMessage(error: { status?: number; code?: string; message?: string }): string {
  if (error.status === 429 || error.code === 'over_request_rate_limit')
    return 'Πάρα πολλές αποτυχημένες προσπάθειες. Δοκιμάστε ξανά σε λίγα λεπτά.';
  if (error.code === 'invalid_credentials' || error.status === 400) return 'Λάθος email ή κωδικός πρόσβασης.';
  if (!error.status) return 'Δεν ήταν δυνατή η σύνδεση με τον διακομιστή. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.';
  return error.message || 'Κάτι πήγε στραβά';
}

/** Password sign-in through Supabase Auth; the session then rides on every request (and survives a reload). */
export async function signIn(client: AppClient, email: string, password: string): Promise<AdminResult> {
  const { error } = await client.auth.signInWithPassword({ email, password });
  return error ? failure(signInFailureMessage(error)) : { ok: true, data: null };
}

/**
 * Ends this device's session: its token is refused from then on (the local backend at once; hosted Auth at
 * /auth/v1/user and for refreshes, and everywhere once the 15-minute token expires), and every tab of the back
 * office in this browser is signed out with it (supabase-js tells them). Other devices stay signed in.
 */
export async function signOut(client: AppClient): Promise<AdminResult> {
  const { error } = await client.auth.signOut({ scope: 'local' });
  return error ? failure(error.message) : { ok: true, data: null };
}

/** Whether the signed-in user has an admin row in user_roles; throws AdminReadError when the lookup fails. */
export async function readIsAdmin(client: AppClient): Promise<boolean> {
  const { data: userData, error: userError } = await client.auth.getUser();
  const user = userData?.user;
  if (userError || !user) return false;
  const { data, error, status } = await client.from('user_roles').select('role').eq('user_id', user.id);
  if (error) throw new AdminReadError(error.message, status);
  return (data ?? []).some((row) => row.role === 'admin');
}

/** Signed-in user with an admin row in user_roles. A failed lookup is logged and means "not admin". */
export async function checkIsAdmin(client: AppClient, log: (message: string, detail?: unknown) => void = console.error): Promise<boolean> {
  try {
    return await readIsAdmin(client);
  } catch (error) {
    log('Ο έλεγχος ρόλου απέτυχε', error);
    return false;
  }
}

/** All articles, newest created first; throws AdminReadError when the read fails. */
export async function readArticles(client: AppClient): Promise<Article[]> {
  const { data, error, status } = await client.from('articles').select('*').order('created_at', { ascending: false });
  if (error) throw new AdminReadError(error.message, status);
  return data ?? [];
}

/** All articles, newest created first. */
export async function listArticles(client: AppClient): Promise<AdminResult<Article[]>> {
  try {
    return { ok: true, data: await readArticles(client) };
  } catch (error) {
    return failure(error instanceof Error ? error.message : undefined);
  }
}

const knownWriteFailures: Record<string, string> = {
  '23505': 'Υπάρχει ήδη άρθρο με αυτό το slug. Αλλάξτε το slug και δοκιμάστε ξανά.',
  '23514': 'Ο τίτλος χρειάζεται κείμενο και το slug μόνο λατινικά πεζά, αριθμούς και παύλες.',
  '42501': 'Δεν έχετε δικαίωμα για αυτή την ενέργεια.',
};

/** The backend's message for a failed write, after a Greek explanation where the reason is known. */
export function writeFailureMessage(error: { code?: string; message?: string }): string {
  const known = error.code ? knownWriteFailures[error.code] : undefined;
  if (known) return error.message ? `${known} (${error.message})` : known;
  return error.message || 'Κάτι πήγε στραβά';
}

export type NewArticle = {
  title: string;
  slug: string;
  category: ArticleCategory;
  excerpt: string;
  content: string;
  thumbnail?: { name: string; type: string; body: Blob } | null;
};

/** `{slug}-{timestamp}.{ext}`, the extension from the original name (jpg when there is none). */
export const thumbnailPath = (slug: string, fileName: string, now: number) => {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'jpg';
  return `${slug}-${now}.${ext}`;
};

type Uploaded = { ok: true; url: string; path: string } | Extract<AdminResult, { ok: false }>;

/**
 * What the article-images bucket takes (its migration sets the same; a unit test holds them equal): the form checks a
 * picture against it before anything is sent, and the storage refuses what gets past.
 */
export const articleImageRules = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
} as const;

export const articleImageMessages = {
  title: 'Αποτυχία ανεβάσματος εικόνας',
  imagesOnly: 'Επιτρέπονται μόνο εικόνες.',
  tooLarge: 'Η εικόνα είναι μεγαλύτερη από 2 MB. Διαλέξτε μικρότερη ή μικρύνετε την και δοκιμάστε ξανά.',
  unreachable: 'Η εικόνα δεν ανέβηκε: η σύνδεση με τον διακομιστή διακόπηκε. Το άρθρο δεν αποθηκεύτηκε· δοκιμάστε ξανά.',
  failed: 'Η εικόνα δεν ανέβηκε. Το άρθρο δεν αποθηκεύτηκε· δοκιμάστε ξανά.',
} as const;

/** Why a picture cannot go up, in Greek, or null when it can: its type, then its size. */
export function articleImageProblem(file: { type: string; size: number }): string | null {
  if (!(articleImageRules.types as readonly string[]).includes(file.type)) return articleImageMessages.imagesOnly;
  if (file.size > articleImageRules.maxBytes) return articleImageMessages.tooLarge;
  return null;
}

/** The storage's refusal in Greek: too large (413), not an image (415 or its own code), unreachable (no status: no answer the browser could read). */
function uploadFailureMessage(error: { message: string; status?: unknown; statusCode?: unknown }): string {
  const status = Number(error.status);
  if (status === 413 || error.statusCode === 'EntityTooLarge') return articleImageMessages.tooLarge;
  if (status === 415 || error.statusCode === 'InvalidMimeType') return articleImageMessages.imagesOnly;
  if (!Number.isFinite(status) || status === 0) return articleImageMessages.unreachable;
  return articleImageMessages.failed;
}

/** The picture goes up first, under a new name (a page still showing the old one keeps working). */
async function uploadThumbnail(
  client: AppClient,
  slug: string,
  thumbnail: NonNullable<NewArticle['thumbnail']>,
  now: () => number,
): Promise<Uploaded> {
  const problem = articleImageProblem({ type: thumbnail.type, size: thumbnail.body.size });
  if (problem) return failure(problem, articleImageMessages.title);
  const path = thumbnailPath(slug, thumbnail.name, now());
  const bucket = client.storage.from('article-images');
  const { error } = await bucket
    .upload(path, thumbnail.body, { contentType: thumbnail.type, upsert: false })
    .catch((thrown: unknown) => ({ error: { message: String(thrown) } }));
  if (error) return failure(uploadFailureMessage(error), articleImageMessages.title);
  return { ok: true, url: bucket.getPublicUrl(path).data.publicUrl, path };
}

/** A write that failed after its picture went up: the picture would be an orphan (best effort, the error is what matters). */
async function dropOrphan(client: AppClient, uploaded: Uploaded | null) {
  if (uploaded?.ok)
    await client.storage
      .from('article-images')
      .remove([uploaded.path])
      .catch(() => undefined);
}

const textFields = (article: NewArticle) => ({
  title: article.title,
  slug: article.slug,
  category: article.category,
  excerpt: article.excerpt.trim() || null,
  content: article.content.trim() || null,
});

/** Creates a draft, not featured, unpublished; uploads the thumbnail first and stops if that fails. */
export async function createArticle(client: AppClient, article: NewArticle, now: () => number = Date.now): Promise<AdminResult> {
  const uploaded = article.thumbnail ? await uploadThumbnail(client, article.slug, article.thumbnail, now) : null;
  if (uploaded && !uploaded.ok) return uploaded;
  const { error } = await client
    .from('articles')
    .insert({ ...textFields(article), thumbnail_url: uploaded?.url ?? null, featured: false, status: 'draft', published_at: null });
  if (!error) return { ok: true, data: null };
  await dropOrphan(client, uploaded);
  return failure(writeFailureMessage(error));
}

export type ArticleChanges = NewArticle & { removeThumbnail?: boolean };

export const articleGoneMessage = 'Το άρθρο δεν βρέθηκε. Ίσως διαγράφηκε στο μεταξύ· ανανεώστε τη λίστα.';

/**
 * Saves an edited article: its text, and its picture when a new one is chosen (uploaded first) or the
 * old one removed; otherwise the picture stays. Status, featured and dates are left as they are.
 */
export async function updateArticle(
  client: AppClient,
  id: string,
  article: ArticleChanges,
  now: () => number = Date.now,
): Promise<AdminResult> {
  const uploaded = article.thumbnail ? await uploadThumbnail(client, article.slug, article.thumbnail, now) : null;
  if (uploaded && !uploaded.ok) return uploaded;
  const picture = uploaded ? { thumbnail_url: uploaded.url } : article.removeThumbnail ? { thumbnail_url: null } : {};
  const { data, error } = await client
    .from('articles')
    .update({ ...textFields(article), ...picture })
    .eq('id', id)
    .select('id');
  if (!error && data?.length) return { ok: true, data: null };
  await dropOrphan(client, uploaded);
  return error ? failure(writeFailureMessage(error)) : failure(articleGoneMessage);
}

/** Publish sets published_at to now, unpublish clears it (the database enforces the same). */
export async function setArticleStatus(client: AppClient, id: string, status: ArticleStatus): Promise<AdminResult> {
  const { error } = await client
    .from('articles')
    .update({ status, published_at: status === 'published' ? new Date().toISOString() : null })
    .eq('id', id);
  return error ? failure(writeFailureMessage(error)) : { ok: true, data: null };
}

export async function setArticleFeatured(client: AppClient, id: string, featured: boolean): Promise<AdminResult> {
  const { error } = await client.from('articles').update({ featured }).eq('id', id);
  return error ? failure(writeFailureMessage(error)) : { ok: true, data: null };
}

export async function deleteArticle(client: AppClient, id: string): Promise<AdminResult> {
  const { error } = await client.from('articles').delete().eq('id', id);
  return error ? failure(writeFailureMessage(error)) : { ok: true, data: null };
}
