export { handlers } from './handlers';
export { insertLead, insertLeadServerError, receivedRows } from './rest';
export { mockAnonKey, mockSupabaseUrl } from './supabaseUrl';
