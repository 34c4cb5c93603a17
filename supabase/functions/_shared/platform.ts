/**
 * What a function reads from the platform it runs on (Supabase's Edge Runtime, or Deno): its settings
 * and secrets, and a way to finish work after the answer. SUPABASE_URL, SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY are set by the platform for every function (the service role key never
 * leaves the server); SITE_ORIGIN, INTAKE_LIMIT, INTAKE_WINDOW_SECONDS, META_PIXEL_ID, META_ACCESS_TOKEN,
 * MAIL_API_KEY, MAIL_FROM, LEAD_NOTIFY_TO, SITE_BUILD_HOOK_URL, SITE_BUILD_HOOK_DEBOUNCE_SECONDS and
 * SITE_BUILD_REPORT_SECRET are
 * secrets the project sets.
 */
declare const Deno: { env: { get(name: string): string | undefined } };

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } };

export const env = (name: string) => Deno.env.get(name);

/** After the answer: EdgeRuntime.waitUntil keeps the instance alive until the task ends; plain Deno just runs it. */
export function background(task: Promise<unknown>) {
  const settled = task.catch((error: unknown) => console.error(`background task failed: ${String(error)}`));
  (globalThis as EdgeRuntimeGlobal).EdgeRuntime?.waitUntil(settled);
}
