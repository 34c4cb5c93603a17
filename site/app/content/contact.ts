import type { ContactInfo, OpeningHours } from '@cg/ui';
import { brand, fullAddress, mapsUrl } from './brand';

export const contactInfo: ContactInfo = {
  phone: { display: brand.phone.display, href: brand.phone.href },
  email: brand.email,
  address: { text: fullAddress, mapsUrl },
  labels: { phone: 'Τηλέφωνο:', email: 'Email:', address: 'Διεύθυνση (χάρτης, νέα καρτέλα):' },
};

/** Mon-Fri 09:00-17:00, Sat 10:00-14:00, Sun closed (spec section 9). */
export const openingHours: readonly OpeningHours[] = [
  { days: 'Δευτέρα - Παρασκευή', hours: '09:00 - 17:00' },
  { days: 'Σάββατο', hours: '10:00 - 14:00' },
  { days: 'Κυριακή', hours: 'Κλειστά' },
];

export const serviceCities = [
  'Αθήνα',
  'Θεσσαλονίκη',
  'Πάτρα',
  'Ηράκλειο',
  'Λάρισα',
  'Βόλος',
  'Ιωάννινα',
  'Καβάλα',
  'Χανιά',
  'Αγρίνιο',
] as const;
