/**
 * The lead-form registry: every form that stores a lead, as plain typed data (like the site's route
 * table). Each entry's key names the form everywhere (the `form` field it posts, its element ids, its
 * draft); the rest is derived from here: the row in `leads` (leadRow.ts), the intake's checks and
 * redirects (supabase/functions/lead-intake), the server-side conversion, the site's form, its
 * route rows and thank-you page, the e2e cases and the lead inbox. Adding a form: README, "Adding a form".
 *
 * Reached by the Edge Functions under Deno too: imports name their files in full.
 */
import type { Database } from './database.types.ts';
import { fieldLimits, phonePattern } from './limits.ts';
import { leadFieldLabels } from './messages.ts';

export type LeadSource = Database['public']['Enums']['lead_source'];

/** A field the visitor fills in: its posted name, its label and the rules the browser checks before hydration. */
export type LeadInput<Name extends string = string> = {
  readonly name: Name;
  readonly label: string;
  readonly kind?: 'text' | 'email' | 'tel' | 'textarea' | 'integer' | 'select';
  readonly autoComplete: string;
  /** A choice's options (a select); the page may give its own (the events it lists). */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength: number;
  readonly pattern?: string;
  /** What it holds before anyone types. */
  readonly defaultValue?: string;
};

/** The columns of `leads` a person reading leads sees, with their Greek labels. */
export type LeadColumn = 'first_name' | 'last_name' | 'email' | 'phone' | 'company_name';
export const leadColumnLabels = {
  first_name: 'Όνομα',
  last_name: 'Επώνυμο',
  email: 'Email',
  phone: 'Τηλέφωνο',
  company_name: 'Φορέας και ανάγκες',
} as const satisfies Record<LeadColumn, string>;

/** What the thank-you page greets with, per visitor field: the query key the specification gives it. */
export type ThankYouQueryKeys = {
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly responsibleName?: string;
  readonly companyName?: string;
  readonly phone?: string;
};

export type LeadFormEntry = {
  /** The `lead_source` its leads are stored with (an enum value of the database). */
  readonly leadSource: LeadSource;
  /** The page the form is on, and the page a stored lead goes to. */
  readonly page: `/${string}`;
  readonly thankYou: `/${string}/thank-you`;
  /** The thank-you page's query keys, as the specification names them (section 2). */
  readonly thankYouQuery: ThankYouQueryKeys;
  /** The Lead conversion's content_name (specification section 7). */
  readonly contentName: string;
  /** The form's name for the people who call leads back. */
  readonly label: string;
  /**
   * What the visitor is promised, the one source the thank-you page, the visitor's e-mail and the company's e-mail
   * read: a call within the 24 hours (`call-back`), or a registration answered by e-mail with a seat or a place in
   * line, and no call (`registration`).
   */
  readonly promise: 'call-back' | 'registration';
  /** The visitor's fields, in order. */
  readonly fields: readonly LeadInput[];
  /** The stored columns staff read, in order. */
  readonly columns: readonly LeadColumn[];
};

const email = {
  name: 'email',
  label: leadFieldLabels.email,
  kind: 'email',
  autoComplete: 'email',
  required: true,
  maxLength: fieldLimits.email.max,
} as const;
const phone = {
  name: 'phone',
  label: leadFieldLabels.phone,
  kind: 'tel',
  autoComplete: 'tel',
  required: true,
  maxLength: fieldLimits.phone.max,
  pattern: phonePattern,
} as const;

/** The students, university, appointment and seminar forms' four fields (specification section 3). */
const personFields = [
  {
    name: 'firstName',
    label: leadFieldLabels.firstName,
    autoComplete: 'given-name',
    required: true,
    minLength: fieldLimits.name.min,
    maxLength: fieldLimits.name.max,
  },
  {
    name: 'lastName',
    label: leadFieldLabels.lastName,
    autoComplete: 'family-name',
    required: true,
    minLength: fieldLimits.name.min,
    maxLength: fieldLimits.name.max,
  },
  email,
  phone,
] as const satisfies readonly LeadInput<'firstName' | 'lastName' | 'email' | 'phone'>[];

const personColumns = ['first_name', 'last_name', 'email', 'phone'] as const satisfies readonly LeadColumn[];
const personQuery = { email: 'email', firstName: 'firstName', lastName: 'lastName', phone: 'phone' } as const;

/**
 * The pupil's class an event registration may name: the database's codes (event_registrations.pupil_class) and their
 * Greek names. The empty value is «not a pupils' event»; the database asks for a class only where the audience is pupils.
 */
export const pupilClasses = [
  { value: '', label: 'Δεν αφορά' },
  { value: 'gym1', label: 'Α΄ Γυμνασίου' },
  { value: 'gym2', label: 'Β΄ Γυμνασίου' },
  { value: 'gym3', label: 'Γ΄ Γυμνασίου' },
  { value: 'lyk1', label: 'Α΄ Λυκείου' },
  { value: 'lyk2', label: 'Β΄ Λυκείου' },
  { value: 'lyk3', label: 'Γ΄ Λυκείου' },
  { value: 'epal', label: 'ΕΠΑΛ' },
] as const;

/** How many people one registration may bring (the database's check on event_registrations.people). */
export const peoplePerRegistration = { min: 1, max: 10 } as const;

export const leadForms = {
  students: {
    leadSource: 'students_cta_form',
    page: '/students',
    thankYou: '/students/thank-you',
    thankYouQuery: { email: 'email', firstName: 'first_name', lastName: 'last_name', phone: 'phone' },
    contentName: 'Students Form Completed',
    promise: 'call-back',
    label: 'Μαθητές',
    fields: personFields,
    columns: personColumns,
  },
  university: {
    leadSource: 'university_contact_form',
    page: '/university-students',
    thankYou: '/university-students/thank-you',
    thankYouQuery: personQuery,
    contentName: 'University Students Form Completed',
    promise: 'call-back',
    label: 'Φοιτητές & Ενήλικες',
    fields: personFields,
    columns: personColumns,
  },
  foreis: {
    leadSource: 'foreis_cta_form',
    page: '/foreis',
    thankYou: '/foreis/thank-you',
    thankYouQuery: { email: 'email', responsibleName: 'responsibleName', phone: 'phone', companyName: 'companyName' },
    contentName: 'Foreis CTA Form Completed',
    promise: 'call-back',
    label: 'Φορείς',
    fields: [
      {
        name: 'responsibleName',
        label: leadFieldLabels.responsibleName,
        autoComplete: 'name',
        required: true,
        minLength: fieldLimits.name.min,
        maxLength: fieldLimits.name.max,
      },
      email,
      phone,
      {
        name: 'companyName',
        label: leadFieldLabels.companyName,
        kind: 'textarea',
        autoComplete: 'organization',
        required: true,
        minLength: fieldLimits.companyName.min,
        maxLength: fieldLimits.companyName.max,
      },
    ],
    columns: [...personColumns, 'company_name'],
  },
  mixanografika: {
    leadSource: 'mixanografika_contact_form',
    page: '/mixanografika',
    thankYou: '/mixanografika/thank-you',
    thankYouQuery: personQuery,
    contentName: 'Mixanografika Contact Form Completed',
    promise: 'call-back',
    label: 'Μηχανογραφικό',
    fields: personFields,
    columns: personColumns,
  },
  seminaria: {
    leadSource: 'seminaria_signup_form',
    page: '/seminaria',
    thankYou: '/seminaria/thank-you',
    thankYouQuery: personQuery,
    contentName: 'Seminaria Form Completed',
    promise: 'call-back',
    label: 'Σεμινάρια',
    fields: personFields,
    columns: personColumns,
  },
  /**
   * /imerides: one form for the events the page lists (the visitor picks one; a card's button picks it for them), a
   * person, how many come and, for a pupils' event, the class. Stored through public.register_for_event, which counts
   * the seats in the same statement (issue 54).
   */
  imerides: {
    leadSource: 'imerides_registration_form',
    page: '/imerides',
    thankYou: '/imerides/thank-you',
    thankYouQuery: personQuery,
    contentName: 'Imerides Registration Completed',
    promise: 'registration',
    label: 'Ημερίδες',
    fields: [
      // Its options are the events the page lists (the page gives them).
      { name: 'event', label: leadFieldLabels.event, kind: 'select', autoComplete: 'off', required: true, maxLength: 36, options: [] },
      ...personFields,
      {
        name: 'people',
        label: leadFieldLabels.people,
        kind: 'integer',
        autoComplete: 'off',
        required: true,
        maxLength: 2,
        pattern: '[1-9]|10',
        defaultValue: '1',
      },
      {
        name: 'pupilClass',
        label: leadFieldLabels.pupilClass,
        kind: 'select',
        autoComplete: 'off',
        required: false,
        maxLength: 4,
        options: pupilClasses,
      },
    ],
    columns: personColumns,
  },
} as const satisfies Record<string, LeadFormEntry>;

export type LeadFormKey = keyof typeof leadForms;

export type LeadForm<K extends LeadFormKey = LeadFormKey> = (typeof leadForms)[K];

export const leadFormKeys = Object.keys(leadForms) as LeadFormKey[];

export const isLeadFormKey = (value: unknown): value is LeadFormKey => typeof value === 'string' && Object.hasOwn(leadForms, value);

/** The form whose leads carry this lead_source. */
export const leadFormOfSource = (source: LeadSource): LeadFormKey | undefined =>
  leadFormKeys.find((key) => leadForms[key].leadSource === source);

/** The form whose thank-you page is at this path. */
export const leadFormOfThankYou = (path: string): LeadFormKey | undefined => leadFormKeys.find((key) => leadForms[key].thankYou === path);
