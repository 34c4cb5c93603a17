/**
 * The company's facts (spec sections 1 and 9): its names, its site's origin, phone, e-mail, office, the app's
 * and the profiles' addresses. The spec's {phone} and {email}, and everything a page, a footer, the structured
 * data and the privacy notice say of the company, come from one published document of this kind.
 */
import * as v from 'valibot';
import { decimal, email, factText, link, secureLink, wholeNumber } from './fields.ts';

export const companySchema = v.strictObject({
  name: factText(80),
  shortName: factText(30),
  siteUrl: v.pipe(
    v.string(),
    v.regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/, 'Η διεύθυνση του ιστότοπου, π.χ. https://www.example.gr, χωρίς / στο τέλος.'),
  ),
  phone: v.strictObject({
    display: v.pipe(v.string(), v.regex(/^[0-9][0-9 ]{7,15}[0-9]$/, 'Το τηλέφωνο όπως εμφανίζεται, π.χ. 210 000 0000.')),
    href: v.pipe(v.string(), v.regex(/^tel:\+[0-9]{8,15}$/, 'Το τηλέφωνο για κλήση, π.χ. tel:+302100000000.')),
    international: v.pipe(v.string(), v.regex(/^\+[0-9][0-9 ]{7,18}[0-9]$/, 'Το τηλέφωνο σε διεθνή μορφή, π.χ. +30 210 000 0000.')),
  }),
  email,
  address: v.strictObject({
    street: factText(100),
    floor: factText(40),
    postalCode: v.pipe(v.string(), v.regex(/^[0-9]{3} [0-9]{2}$/, 'Ο Τ.Κ. με ένα κενό, π.χ. 106 71.')),
    city: factText(60),
    region: factText(60),
    country: v.picklist(['GR', 'CY']),
    geo: v.strictObject({ latitude: decimal(-90, 90), longitude: decimal(-180, 180) }),
  }),
  foundingYear: wholeNumber(1900, 2100),
  appUrl: secureLink,
  termsPdfUrl: secureLink,
  questionnaireUrl: secureLink,
  calculatorUrl: link,
  social: v.strictObject({ facebook: link, instagram: link, linkedin: link, youtube: link }),
  themeColor: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/, 'Ένα χρώμα όπως #004aad.')),
});

export type CompanyFacts = v.InferOutput<typeof companySchema>;

/** Each field's Greek label, by JSON pointer: the editor's labels, and the words of a refusal or a difference. */
export const companyFieldLabels: Record<string, string> = {
  '/name': 'Επωνυμία',
  '/shortName': 'Σύντομη επωνυμία',
  '/siteUrl': 'Διεύθυνση του ιστότοπου',
  '/phone': 'Τηλέφωνο',
  '/phone/display': 'Τηλέφωνο (όπως εμφανίζεται)',
  '/phone/href': 'Τηλέφωνο (για κλήση)',
  '/phone/international': 'Τηλέφωνο (διεθνής μορφή)',
  '/email': 'Email',
  '/address': 'Διεύθυνση γραφείου',
  '/address/street': 'Οδός και αριθμός',
  '/address/floor': 'Όροφος',
  '/address/postalCode': 'Τ.Κ.',
  '/address/city': 'Πόλη',
  '/address/region': 'Περιφέρεια',
  '/address/country': 'Χώρα',
  '/address/geo/latitude': 'Γεωγραφικό πλάτος',
  '/address/geo/longitude': 'Γεωγραφικό μήκος',
  '/foundingYear': 'Έτος ίδρυσης',
  '/appUrl': 'Σελίδα εισόδου της εφαρμογής',
  '/termsPdfUrl': 'PDF των όρων χρήσης',
  '/questionnaireUrl': 'Ερωτηματολόγιο καριέρας',
  '/calculatorUrl': 'Υπολογιστής μορίων',
  '/social': 'Κοινωνικά δίκτυα',
  '/social/facebook': 'Facebook',
  '/social/instagram': 'Instagram',
  '/social/linkedin': 'LinkedIn',
  '/social/youtube': 'YouTube',
  '/themeColor': 'Χρώμα θέματος',
};

/** The choices' Greek names, by field. */
export const companyChoiceLabels: Record<string, Record<string, string>> = {
  '/address/country': { GR: 'Ελλάδα', CY: 'Κύπρος' },
};
