/**
 * The same person's other leads and sample downloads, for a lead's detail (admins only: the database
 * refuses everyone else). Matched in the database by e-mail or normalised phone, through indexes.
 */
import type { AppClient } from './client';
import { AdminReadError } from './articles';
import type { Database } from './database.types';

type Enums = Database['public']['Enums'];

export type PersonHistory = {
  leads: { id: string; created_at: string; lead_source: Enums['lead_source']; status: Enums['lead_status'] }[];
  downloads: { id: string; created_at: string; pdf_type: string }[];
};

export async function readPersonHistory(client: AppClient, leadId: string): Promise<PersonHistory> {
  const { data, error, status } = await client.rpc('person_history', { lead_id: leadId });
  if (error) throw new AdminReadError(error.message, status);
  const history = (data ?? {}) as Partial<PersonHistory>;
  return { leads: history.leads ?? [], downloads: history.downloads ?? [] };
}
