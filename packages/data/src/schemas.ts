// Reached by the Edge Functions under Deno too: imports name their files in full. The schemas are built
// in pure calls, so a bundle that does not use them leaves them out.
import * as v from 'valibot';
import { peoplePerRegistration, pupilClasses, type LeadFormKey } from './leadForms.ts';
import { fieldLimits, isPlainText, isSingleLine, phoneDigits, phonePattern } from './limits.ts';
import { messages } from './messages.ts';

/** One line of text: no line break or other control character (they would forge lines in the new-lead e-mail). */
const text = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number, minMessage: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(isSingleLine, messages.singleLine),
    v.minLength(min, minMessage),
    v.maxLength(max, messages.tooLong(max)),
  );

/**
 * Several lines: tabs and line breaks, no other control character. A plain form posts a textarea's line
 * breaks as CRLF and a hydrated page as LF; both are stored as LF.
 */
const lines = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number, minMessage: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => value.replace(/\r\n?/g, '\n')),
    v.check(isPlainText, messages.plainText),
    v.minLength(min, minMessage),
    v.maxLength(max, messages.tooLong(max)),
  );

const name = /* @__NO_SIDE_EFFECTS__ */ (minMessage: string) => text(fieldLimits.name.min, fieldLimits.name.max, minMessage);

const email = v.pipe(
  v.string(),
  v.trim(),
  v.email(messages.email),
  v.maxLength(fieldLimits.email.max, messages.tooLong(fieldLimits.email.max)),
);

const phoneShape = /* @__PURE__ */ new RegExp(`^(?:${phonePattern})$`);

/**
 * Digits with an optional leading +, spaces, dashes, dots and parentheses, 10 to 15 digits. Too few
 * digits gets the form's own message (the students form speaks of 10 digits); anything else that is
 * not a phone number gets the specification's 'Παρακαλώ εισάγετε έγκυρο τηλέφωνο'.
 */
const phone = /* @__NO_SIDE_EFFECTS__ */ (tooFewDigitsMessage: string) =>
  v.config(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => phoneDigits(value) >= fieldLimits.phone.minDigits, tooFewDigitsMessage),
      v.regex(phoneShape, messages.phoneValid),
      v.maxLength(fieldLimits.phone.max, messages.tooLong(fieldLimits.phone.max)),
    ),
    // One message at a time: ten letters are first of all too few digits.
    { abortPipeEarly: true },
  );

const personFields = /* @__NO_SIDE_EFFECTS__ */ (phoneMessage: string) =>
  v.object({
    firstName: name(messages.firstNameMin),
    lastName: name(messages.lastNameMin),
    email,
    phone: phone(phoneMessage),
  });

/** /students lead form. */
export const studentsSchema = personFields(messages.phoneDigits);
/** /mixanografika appointment form: the phone described as having at least 10 digits. */
export const mixanografikaSchema = personFields(messages.phoneDigits);
/** /seminaria sign-up form: its own phone message. */
export const seminariaSchema = personFields(messages.phoneValid);
/** /university-students: of the two readings the specification records, the students rules. */
export const universitySchema = personFields(messages.phoneDigits);

/** /foreis contact form. companyName is the multi-line question about the body and its needs. */
export const foreisSchema = v.object({
  responsibleName: name(messages.responsibleNameMin),
  email,
  phone: phone(messages.phoneValid),
  companyName: lines(fieldLimits.companyName.min, fieldLimits.companyName.max, messages.companyNameMin),
});

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /imerides registration: the event (one the page listed; the database says whether it still takes registrations),
 * the person as the students form has them, how many people, and the pupil's class (the database needs one for a
 * pupils' event only). Values stay text, as the form posts them.
 */
export const imeridesSchema = v.object({
  event: v.pipe(v.string(), v.trim(), v.regex(uuidShape, messages.eventChoice)),
  firstName: name(messages.firstNameMin),
  lastName: name(messages.lastNameMin),
  email,
  phone: phone(messages.phoneDigits),
  people: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,2}$/, messages.people),
    v.check((value) => Number(value) >= peoplePerRegistration.min && Number(value) <= peoplePerRegistration.max, messages.people),
  ),
  pupilClass: v.pipe(
    v.string(),
    v.trim(),
    v.picklist(
      pupilClasses.map((option) => option.value),
      messages.pupilClass,
    ),
  ),
});

const required = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.required),
    v.check(isSingleLine, messages.singleLine),
    v.maxLength(max, messages.tooLong(max)),
  );

/** /tests sample download: all three required (the button stays disabled until they are filled). */
export const sampleDownloadSchema = v.object({
  name: required(fieldLimits.name.max),
  lastname: required(fieldLimits.name.max),
  email,
});

/** Each form of the registry (leadForms.ts) and its rules; a form without a schema is a type error here. */
export const leadFormSchemas = {
  students: studentsSchema,
  university: universitySchema,
  foreis: foreisSchema,
  mixanografika: mixanografikaSchema,
  seminaria: seminariaSchema,
  imerides: imeridesSchema,
} as const satisfies Record<LeadFormKey, v.GenericSchema>;

export type PersonValues = v.InferOutput<typeof studentsSchema>;
export type ForeisValues = v.InferOutput<typeof foreisSchema>;
export type ImeridesValues = v.InferOutput<typeof imeridesSchema>;
export type SampleDownloadValues = v.InferOutput<typeof sampleDownloadSchema>;

export type FieldIssue = { field: string | null; message: string };

/** Checks raw input against a schema; the output is trimmed, the issues name their field. */
export function checkInput<TSchema extends v.GenericSchema>(schema: TSchema, input: Record<string, string>) {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return { ok: true as const, output: parsed.output };
  const issues: FieldIssue[] = parsed.issues.map((issue) => ({ field: v.getDotPath(issue), message: issue.message }));
  return { ok: false as const, issues };
}

/** Checks the sample download form's raw input. */
export const checkSampleDownload = (input: Record<string, string>) => checkInput(sampleDownloadSchema, input);
