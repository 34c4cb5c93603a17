import type { AppClient } from './client';

export type ConversionForm = 'students' | 'university' | 'foreis' | 'seminar' | 'mechanographic';

/** content_name per form (spec section 7) and the path whose URL is sent as source_url. */
export const conversionSources: Record<ConversionForm, { contentName: string; path: string }> = {
  students: { contentName: 'Students Form Completed', path: '/students' },
  university: { contentName: 'University Students Form Completed', path: '/university-students' },
  foreis: { contentName: 'Foreis CTA Form Completed', path: '/foreis' },
  seminar: { contentName: 'Seminaria Form Completed', path: '/seminaria' },
  mechanographic: { contentName: 'Mixanografika Contact Form Completed', path: '/mixanografika' },
};

export type ConversionPerson = { email?: string | null; firstName?: string | null; lastName?: string | null; phone?: string | null };

/**
 * Sends one Lead conversion event through the meta-conversion function, only when both an e-mail and
 * a first name are known. A failure is logged, never shown. Returns whether an event was sent: a dry
 * run (no Meta credentials, as in local development) answers 202 `{ sent: false }` and is no failure.
 */
export async function sendLeadConversion(
  client: AppClient,
  form: ConversionForm,
  person: ConversionPerson,
  siteOrigin: string,
  {
    eventId,
    log = console.error,
  }: {
    /** The lead's submission id: the same id a browser pixel would send, so Meta counts the lead once. */
    eventId?: string;
    log?: (message: string, detail?: unknown) => void;
  } = {},
): Promise<boolean> {
  const email = person.email?.trim();
  const firstName = person.firstName?.trim();
  if (!email || !firstName) return false;
  const source = conversionSources[form];
  try {
    const { data, error } = await client.functions.invoke<{ sent?: boolean }>('meta-conversion', {
      body: {
        event_name: 'Lead',
        email,
        first_name: firstName,
        last_name: person.lastName?.trim() || undefined,
        phone: person.phone?.trim() || undefined,
        source_url: new URL(source.path, siteOrigin).toString(),
        content_name: source.contentName,
        content_category: 'Lead Generation',
        event_id: eventId,
      },
    });
    if (error) {
      log('Το conversion event απέτυχε', error);
      return false;
    }
    return data?.sent === true;
  } catch (error) {
    log('Το conversion event απέτυχε', error);
    return false;
  }
}
