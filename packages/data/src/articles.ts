import type { AppClient } from './client';
import type { Database } from './database.types';

export type Article = Database['public']['Tables']['articles']['Row'];
export type ArticleCategory = Database['public']['Enums']['article_category'];
export type ArticleStatus = Database['public']['Enums']['article_status'];

/** Displayed names of the stored categories (spec section 3). */
export const articleCategoryLabels: Record<ArticleCategory, string> = { education: 'Εκπαίδευση', work: 'Αγορά Εργασίας' };

export type AdminResult<T = null> = { ok: true; data: T } | { ok: false; title: string; message: string };

const failure = (message: string | undefined, title = 'Σφάλμα') => ({ ok: false as const, title, message: message || 'Κάτι πήγε στραβά' });

/** Password sign-in through Supabase Auth; the session then rides on every request. */
export async function signIn(client: AppClient, email: string, password: string): Promise<AdminResult> {
  const { error } = await client.auth.signInWithPassword({ email, password });
  return error ? failure(error.message) : { ok: true, data: null };
}

export async function signOut(client: AppClient): Promise<AdminResult> {
  const { error } = await client.auth.signOut();
  return error ? failure(error.message) : { ok: true, data: null };
}

/** Signed-in user with an admin row in user_roles. A failed lookup is logged and means "not admin". */
export async function checkIsAdmin(client: AppClient, log: (message: string, detail?: unknown) => void = console.error): Promise<boolean> {
  const { data: userData, error: userError } = await client.auth.getUser();
  const user = userData?.user;
  if (userError || !user) return false;
  const { data, error } = await client.from('user_roles').select('role').eq('user_id', user.id);
  if (error) {
    log('Ο έλεγχος ρόλου απέτυχε', error);
    return false;
  }
  return (data ?? []).some((row) => row.role === 'admin');
}

/** All articles, newest created first. */
export async function listArticles(client: AppClient): Promise<AdminResult<Article[]>> {
  const { data, error } = await client.from('articles').select('*').order('created_at', { ascending: false });
  return error ? failure(error.message) : { ok: true, data: data ?? [] };
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

/** Creates a draft, not featured, unpublished; uploads the thumbnail first and stops if that fails. */
export async function createArticle(client: AppClient, article: NewArticle, now: () => number = Date.now): Promise<AdminResult> {
  let thumbnailUrl: string | null = null;
  if (article.thumbnail) {
    if (!article.thumbnail.type.startsWith('image/')) return failure('Επιτρέπονται μόνο εικόνες.', 'Αποτυχία ανεβάσματος εικόνας');
    const path = thumbnailPath(article.slug, article.thumbnail.name, now());
    const bucket = client.storage.from('article-images');
    const { error } = await bucket.upload(path, article.thumbnail.body, { contentType: article.thumbnail.type, upsert: false });
    if (error) return failure(`Αποτυχία ανεβάσματος thumbnail: ${error.message}`, 'Αποτυχία ανεβάσματος εικόνας');
    thumbnailUrl = bucket.getPublicUrl(path).data.publicUrl;
  }
  const { error } = await client.from('articles').insert({
    title: article.title,
    slug: article.slug,
    category: article.category,
    excerpt: article.excerpt.trim() || null,
    content: article.content.trim() || null,
    thumbnail_url: thumbnailUrl,
    featured: false,
    status: 'draft',
    published_at: null,
  });
  return error ? failure(error.message) : { ok: true, data: null };
}

/** Publish sets published_at to now, unpublish clears it (the database enforces the same). */
export async function setArticleStatus(client: AppClient, id: string, status: ArticleStatus): Promise<AdminResult> {
  const { error } = await client
    .from('articles')
    .update({ status, published_at: status === 'published' ? new Date().toISOString() : null })
    .eq('id', id);
  return error ? failure(error.message) : { ok: true, data: null };
}

export async function setArticleFeatured(client: AppClient, id: string, featured: boolean): Promise<AdminResult> {
  const { error } = await client.from('articles').update({ featured }).eq('id', id);
  return error ? failure(error.message) : { ok: true, data: null };
}

export async function deleteArticle(client: AppClient, id: string): Promise<AdminResult> {
  const { error } = await client.from('articles').delete().eq('id', id);
  return error ? failure(error.message) : { ok: true, data: null };
}
