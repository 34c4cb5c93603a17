import { brand } from '@cg/content/brand';
import { currency, mainServiceCities, openingHours, paymentAccepted, rating, serviceCities } from '@cg/content/company';
import { homeServices } from '@cg/content/homeServices';
import { ogImage } from '@cg/content/ogImage';
import { faqsByPath } from '@cg/content/faqs';
import { podcast, podcastEpisodes } from '@cg/content/podcast';
import type { RouteRow, StructuredDataKind } from '@cg/data/routeTable';
import { absoluteUrl } from './meta';
import { isSample } from '@cg/content/placeholder';

const context = 'https://schema.org';
const businessId = `${brand.siteUrl}/#business`;

/** The business (spec: name, address, phone, coordinates, opening hours, service areas, services). */
export function localBusinessJsonLd() {
  return {
    '@context': context,
    '@type': 'EducationalOrganization',
    '@id': businessId,
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
    openingHoursSpecification: openingHours.flatMap((entry) =>
      'closed' in entry
        ? []
        : [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: entry.days.length === 1 ? entry.days[0] : entry.days,
              opens: entry.opens,
              closes: entry.closes,
            },
          ],
    ),
    areaServed: serviceCities.map((name) => ({ '@type': 'City', name })),
    paymentAccepted,
    currenciesAccepted: currency,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: String(rating.value),
      bestRating: String(rating.best),
      reviewCount: String(rating.count),
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Υπηρεσίες',
      itemListElement: homeServices.items.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.title, url: absoluteUrl(service.href) },
      })),
    },
  };
}

/** A service page: what it offers, by whom, where. */
export function serviceJsonLd(row: RouteRow) {
  return {
    '@context': context,
    '@type': 'Service',
    name: row.service?.title ?? row.title,
    description: row.service?.description ?? row.description,
    url: absoluteUrl(row.canonical ?? row.path),
    serviceType: row.title,
    keywords: (row.service?.keywords ?? row.keywords).join(', '),
    provider: { '@type': 'EducationalOrganization', '@id': businessId, name: brand.name, url: brand.siteUrl },
    areaServed: mainServiceCities.map((name) => ({ '@type': 'City', name })),
  };
}

/** A page's FAQ as FAQPage data: the same questions and answers its accordion shows. */
export function faqJsonLd(row: RouteRow) {
  const items = faqsByPath[row.canonical ?? row.path] ?? [];
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Search engines get only real addresses: a placeholder's sample page is left out (JSON drops undefined). */
const realUrl = (url: string) => (isSample(url) ? undefined : url);

/** The podcast and its episodes (PodcastSeries with PodcastEpisode parts). */
export function podcastSeriesJsonLd(row: RouteRow) {
  return {
    '@context': context,
    '@type': 'PodcastSeries',
    name: podcast.title,
    description: podcast.tagline,
    url: absoluteUrl(row.path),
    webFeed: realUrl(podcast.allEpisodesUrl),
    inLanguage: 'el',
    publisher: { '@type': 'EducationalOrganization', '@id': businessId, name: brand.name },
    hasPart: podcastEpisodes.map((episode) => ({
      '@type': 'PodcastEpisode',
      episodeNumber: episode.id,
      name: episode.title,
      description: episode.description,
      datePublished: episode.date,
      url: realUrl(episode.youtubeUrl),
    })),
  };
}

const builders: Record<StructuredDataKind, (row: RouteRow) => object> = {
  podcastSeries: podcastSeriesJsonLd,
  localBusiness: localBusinessJsonLd,
  service: serviceJsonLd,
  faq: faqJsonLd,
};

/** The JSON-LD blocks a route row names. */
export const structuredDataOf = (row: RouteRow): object[] => (row.structuredData ?? []).map((kind) => builders[kind](row));
