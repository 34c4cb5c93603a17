/**
 * The calls pages make to the backend, with supabase-js. Loaded on demand (`await import(...)`), so no
 * page pays for the client before a visitor sends something.
 */
import {
  createAppClient,
  insertLeadWith,
  requestSampleDownload,
  sendLeadConversion,
  submitLead,
  type AppClient,
  type ConversionForm,
  type ConversionPerson,
  type LeadForm,
  type SampleDownloadValues,
  type SampleProduct,
  type StudentsValues,
  type ForeisValues,
} from '@cg/data';
import { backend } from './backend';

let client: AppClient | undefined;
const appClient = () => (client ??= createAppClient({ url: backend.url, anonKey: backend.anonKey }));

/** Stores a lead with submitLead's retries; the same submission id never stores twice. */
export const storeLead = <F extends LeadForm>(form: F, values: F extends 'foreis' ? ForeisValues : StudentsValues, submissionId: string) =>
  submitLead(insertLeadWith(appClient()), form, values, { submissionId });

/** One conversion event for a thank-you page; failures are only logged. */
export const sendConversion = (form: ConversionForm, person: ConversionPerson, eventId: string | undefined) =>
  sendLeadConversion(appClient(), form, person, window.location.origin, { eventId, log: (message) => console.error(message) });

/** Records a sample download (failures only logged) and finds the sample's PDF. */
export const fetchSample = (product: SampleProduct, values: SampleDownloadValues) =>
  requestSampleDownload(appClient(), product, values, navigator.userAgent, (message) => console.error(message));
