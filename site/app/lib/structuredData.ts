import { brand } from '../content/brand';
import { serviceCities } from '../content/contact';
import { homeServices } from '../content/home';
import { ogImage } from '../content/media';
import { absoluteUrl } from './meta';

/** LocalBusiness JSON-LD for the home page (spec: business data). */
export function localBusinessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    additionalType: 'https://schema.org/LocalBusiness',
    name: brand.name,
    url: brand.siteUrl,
    image: absoluteUrl(ogImage.src),
    telephone: brand.phone.international,
    email: brand.email,
    foundingDate: String(brand.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${brand.address.street}, ${brand.address.floor}`,
      postalCode: brand.address.postalCode,
      addressLocality: brand.address.city,
      addressRegion: brand.address.region,
      addressCountry: brand.address.country,
    },
    geo: { '@type': 'GeoCoordinates', ...brand.address.geo },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '10:00', closes: '14:00' },
    ],
    areaServed: serviceCities.map((name) => ({ '@type': 'City', name })),
    paymentAccepted: 'Cash, Credit Card, Bank Transfer',
    currenciesAccepted: 'EUR',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.9', bestRating: '5', reviewCount: '250' },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Υπηρεσίες',
      itemListElement: homeServices.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.title, url: absoluteUrl(service.href) },
      })),
    },
  };
}
