import { brand } from './brand';

/** The office's address on one line, and a maps search for it: derived from the company's facts. */
export const fullAddress = `${brand.address.street}, ${brand.address.floor}, ${brand.address.postalCode} ${brand.address.city}`;

export const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}`,
)}`;
