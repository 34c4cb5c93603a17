import type { Database } from './database.types';

/** A registration's place as staff read it (the inbox, the event's list, the exports). */
export const registrationStateLabels = {
  confirmed: 'Με θέση',
  waiting: 'Σε αναμονή',
  cancelled: 'Ακύρωσε',
} as const satisfies Record<Database['public']['Enums']['registration_state'], string>;
