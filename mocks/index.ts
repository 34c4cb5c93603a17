export { handlers } from './handlers';
export { insertLeadServerError, storedRows } from './rest';
export { authServerError } from './auth';
export { metaConversionSent } from './functions';
export { mockAdmin, mockDatabase, resetMockSupabase } from './store';
export { mockAnonKey, mockSupabaseUrl } from './supabaseUrl';
export { samplePdfMissing } from './storage';
