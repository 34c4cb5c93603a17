import * as v from 'valibot';

/**
 * Google's Event rich result, as its documentation lists the required and recommended properties, as a schema:
 * the unit tests hold the page's builder to it, and the e2e suite every Event block of the built /imerides.
 * Test code only (valibot stays off the public page).
 */
const schemaUrl = <const Names extends readonly string[]>(names: Names) =>
  v.picklist(names.map((name) => `https://schema.org/${name}`) as { [K in keyof Names]: `https://schema.org/${Names[K]}` });
const moment = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:[+-]\d{2}:\d{2})$/, 'a date and time with its offset'));
const httpsUrl = v.pipe(v.string(), v.url(), v.startsWith('https://'));
const text = v.pipe(v.string(), v.trim(), v.minLength(1));

const place = v.looseObject({
  '@type': v.literal('Place'),
  name: text,
  address: v.looseObject({
    '@type': v.literal('PostalAddress'),
    streetAddress: text,
    addressLocality: text,
    addressCountry: v.pipe(v.string(), v.length(2)),
  }),
});
const virtualLocation = v.looseObject({ '@type': v.literal('VirtualLocation'), url: httpsUrl });

export const eventRichResult = v.pipe(
  v.looseObject({
    '@context': v.literal('https://schema.org'),
    '@type': v.literal('Event'),
    name: text,
    description: v.optional(text),
    url: httpsUrl,
    image: v.pipe(v.array(httpsUrl), v.minLength(1)),
    startDate: moment,
    endDate: moment,
    previousStartDate: v.optional(moment),
    eventStatus: schemaUrl(['EventScheduled', 'EventRescheduled', 'EventCancelled', 'EventPostponed', 'EventMovedOnline']),
    eventAttendanceMode: schemaUrl(['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode']),
    location: v.variant('@type', [place, virtualLocation]),
    organizer: v.looseObject({ '@type': v.picklist(['Organization', 'Person']), name: text, url: httpsUrl }),
    offers: v.looseObject({
      '@type': v.literal('Offer'),
      price: v.union([v.number(), v.string()]),
      priceCurrency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
      availability: schemaUrl(['InStock', 'LimitedAvailability', 'SoldOut', 'Discontinued', 'PreOrder']),
      url: httpsUrl,
    }),
  }),
  v.check((event) => Date.parse(event.endDate) > Date.parse(event.startDate), 'an event ends after it starts'),
  v.check(
    (event) => (event.eventStatus === 'https://schema.org/EventRescheduled') === (event.previousStartDate !== undefined),
    'a rescheduled event, and only one, names its previous start',
  ),
  v.check(
    (event) => (event.eventAttendanceMode === 'https://schema.org/OfflineEventAttendanceMode') === (event.location['@type'] === 'Place'),
    'an event attended in person is at a place; one online is at a virtual location',
  ),
);

/** What is wrong with a block of structured data as an Event rich result: nothing ([]) when it passes. */
export const eventRichResultIssues = (block: unknown) => {
  const result = v.safeParse(eventRichResult, block);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
};
