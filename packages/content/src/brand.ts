import type { CompanyFacts } from '@cg/data/contentCompany';
import { placeholder, samplePage } from './placeholder.ts';

/**
 * The company's facts as the seed of its `company` document (docs/decisions/036-content-as-data.md): the build
 * replaces this module with the published document, so nothing but the `brand` object may live here.
 *
 * The one place for values the specification leaves open ({phone}, {email}, the brand name,
 * addresses and outbound URLs). Each is a placeholder until the company supplies its own
 * (`pnpm launch-check` lists them); profiles on real networks point at our sample page meanwhile.
 */
export const brand = {
  name: placeholder('Πυξίδα Καριέρας', 'Η επωνυμία της εταιρείας, όπως θα εμφανίζεται στον ιστότοπο'),
  shortName: placeholder('Πυξίδα', 'Η σύντομη επωνυμία (λογότυπο και μικρές οθόνες)'),
  /** Canonical origin of the public site, used for canonical URLs and Open Graph. */
  siteUrl: placeholder('https://www.pyxida-kariera.gr', 'Η διεύθυνση (origin) του ιστότοπου στην παραγωγή'),
  phone: placeholder(
    { display: '210 000 0000', href: 'tel:+302100000000', international: '+30 210 000 0000' },
    'Το τηλέφωνο της εταιρείας ({phone}): όπως εμφανίζεται, για tel: και σε διεθνή μορφή',
  ),
  email: placeholder('info@pyxida-kariera.gr', 'Το email επικοινωνίας ({email})'),
  address: placeholder(
    {
      street: 'Πανεπιστημίου 10',
      floor: '3ος όροφος',
      postalCode: '106 71',
      city: 'Αθήνα',
      region: 'Αττική',
      country: 'GR',
      geo: { latitude: 37.9795, longitude: 23.7337 },
    },
    'Η διεύθυνση του γραφείου στην Αθήνα (οδός, όροφος, Τ.Κ.) και οι συντεταγμένες του',
  ),
  foundingYear: 2002,
  /** The companion app (opened in a new tab, never called). */
  appUrl: placeholder('https://app.pyxida-kariera.gr/login', 'Η σελίδα εισόδου της εφαρμογής'),
  termsPdfUrl: placeholder('https://app.pyxida-kariera.gr/terms.pdf', 'Το PDF των όρων χρήσης στον host της εφαρμογής'),
  /** The external career questionnaire the /students coupon prompt opens (new tab). */
  questionnaireUrl: placeholder('https://app.pyxida-kariera.gr/test', 'Η διεύθυνση του ερωτηματολογίου καριέρας'),
  /** The external application-form (μηχανογραφικό) calculator, framed on /mixanografika with its query flag. */
  calculatorUrl: placeholder(`${samplePage}?embed=1`, 'Η διεύθυνση του υπολογιστή μορίων για ενσωμάτωση, με την παράμετρο embed=1'),
  social: {
    facebook: placeholder(samplePage, 'Η σελίδα της εταιρείας στο Facebook'),
    instagram: placeholder(samplePage, 'Ο λογαριασμός της εταιρείας στο Instagram'),
    linkedin: placeholder(samplePage, 'Η σελίδα της εταιρείας στο LinkedIn'),
    youtube: placeholder(samplePage, 'Το κανάλι της εταιρείας στο YouTube'),
  },
  themeColor: '#004aad',
} as const satisfies CompanyFacts;
