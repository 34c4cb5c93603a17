/**
 * The one place for values the specification leaves open ({phone}, {email}, the brand name,
 * addresses and outbound URLs). Swap these for the company's own before launch.
 */
export const brand = {
  name: 'Πυξίδα Καριέρας',
  shortName: 'Πυξίδα',
  /** Canonical origin of the public site, used for canonical URLs and Open Graph. */
  siteUrl: 'https://www.pyxida-kariera.gr',
  phone: { display: '210 000 0000', href: 'tel:+302100000000', international: '+30 210 000 0000' },
  email: 'info@pyxida-kariera.gr',
  address: {
    street: 'Πανεπιστημίου 10',
    floor: '3ος όροφος',
    postalCode: '106 71',
    city: 'Αθήνα',
    region: 'Αττική',
    country: 'GR',
    geo: { latitude: 37.9795, longitude: 23.7337 },
  },
  foundingYear: 2002,
  /** The companion app (opened in a new tab, never called). */
  appUrl: 'https://app.pyxida-kariera.gr/login',
  termsPdfUrl: 'https://app.pyxida-kariera.gr/terms.pdf',
  /** The external career questionnaire the /students coupon prompt opens (new tab). */
  questionnaireUrl: 'https://app.pyxida-kariera.gr/test',
  /** The external application-form (μηχανογραφικό) calculator, framed on /mixanografika with its query flag. */
  calculatorUrl: 'https://calculator.pyxida-kariera.gr/?embed=1',
  social: {
    facebook: 'https://www.facebook.com/pyxida.kariera',
    instagram: 'https://www.instagram.com/pyxida.kariera',
    linkedin: 'https://www.linkedin.com/company/pyxida-kariera',
    youtube: 'https://www.youtube.com/@pyxida-kariera',
  },
  themeColor: '#004aad',
} as const;

export const fullAddress = `${brand.address.street}, ${brand.address.floor}, ${brand.address.postalCode} ${brand.address.city}`;

export const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}`,
)}`;
