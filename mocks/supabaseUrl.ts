/** The Supabase URL stories and unit tests talk to; MSW answers every request to it. */
export const mockSupabaseUrl = 'http://127.0.0.1:54321';
export const mockAnonKey = 'mock-anon-key';
/** What the mocked platform gives the mocked Edge Functions, as the real one does: never a browser's. */
export const mockServiceRoleKey = 'mock-service-role-key';
export const restUrl = (table: string) => `${mockSupabaseUrl}/rest/v1/${table}`;
