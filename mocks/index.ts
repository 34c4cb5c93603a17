export { handlers } from './handlers';
export { storedRows } from './rest';
export { authServerError } from './auth';
export { downloadRecordFails, leadIntakeThrottled, leadIntakeUnavailable, mockIntakeLimits } from './functions';
export { mockAdmin, mockDatabase, resetMockSupabase } from './store';
export { mockAnonKey, mockServiceRoleKey, mockSupabaseUrl } from './supabaseUrl';
export { samplePdfMissing } from './storage';
export { seedMockDownloads, seedMockLeads } from './leads';
export { articleListing } from './articleListing';
