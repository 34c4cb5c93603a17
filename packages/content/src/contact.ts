import type { ContactInfo, OpeningHours } from '@cg/ui';
import { brand } from './brand';
import { fullAddress, mapsUrl } from './officeAddress';
import { openingHours } from './company';

export const contactInfo: ContactInfo = {
  phone: { display: brand.phone.display, href: brand.phone.href },
  email: brand.email,
  address: { text: fullAddress, mapsUrl },
  labels: { phone: 'Τηλέφωνο:', email: 'Email:', address: 'Διεύθυνση (χάρτης, νέα καρτέλα):' },
};

/** The opening hours as the contact section shows them. */
export const openingHoursDisplay: readonly OpeningHours[] = openingHours.map((entry) => ({
  days: entry.label,
  hours: 'closed' in entry ? 'Κλειστά' : `${entry.opens} - ${entry.closes}`,
}));
