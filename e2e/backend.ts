import { localBackend } from '../packages/data/src/backend';

/** The local backend e2e runs against (playwright.config.ts starts it), and its admin. */
export const e2eBackend = {
  url: localBackend.url,
  anonKey: localBackend.anonKey,
  admin: { email: 'e2e-admin@example.gr', password: 'e2e-admin-password-not-secret' },
} as const;

/** Rows of `leads` with this e-mail, read as the admin through the REST API (anon may not read leads). */
export async function leadsWithEmail(email: string): Promise<Record<string, string | null>[]> {
  const signIn = await fetch(`${e2eBackend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: e2eBackend.anonKey },
    body: JSON.stringify(e2eBackend.admin),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const response = await fetch(`${e2eBackend.url}/rest/v1/leads?select=lead_source,submission_id,first_name,last_name,phone,company_name&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as never;
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${crypto.randomUUID().slice(0, 8)}@example.gr`;
