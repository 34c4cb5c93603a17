import * as v from 'valibot';
import { fieldLimits } from './limits';
import { messages } from './messages';

const text = (min: number, max: number, minMessage: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, minMessage), v.maxLength(max, messages.tooLong(max)));

const name = (minMessage: string) => text(fieldLimits.name.min, fieldLimits.name.max, minMessage);

const email = v.pipe(
  v.string(),
  v.trim(),
  v.email(messages.email),
  v.maxLength(fieldLimits.email.max, messages.tooLong(fieldLimits.email.max)),
);

const phone = (minMessage: string) => text(fieldLimits.phone.min, fieldLimits.phone.max, minMessage);

const personFields = (phoneMessage: string) =>
  v.object({
    firstName: name(messages.firstNameMin),
    lastName: name(messages.lastNameMin),
    email,
    phone: phone(phoneMessage),
  });

/** /students lead form. */
export const studentsSchema = personFields(messages.phoneDigits);
/** /mixanografika appointment form: the phone described as having at least 10 digits. */
export const mechanographicSchema = personFields(messages.phoneDigits);
/** /seminaria sign-up form: its own phone message. */
export const seminarSchema = personFields(messages.phoneValid);
/** /university-students: of the two readings the specification records, the students rules. */
export const universitySchema = personFields(messages.phoneDigits);

/** /foreis contact form. companyName is the multi-line question about the body and its needs. */
export const foreisSchema = v.object({
  responsibleName: name(messages.responsibleNameMin),
  email,
  phone: phone(messages.phoneValid),
  companyName: text(fieldLimits.companyName.min, fieldLimits.companyName.max, messages.companyNameMin),
});

const required = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required), v.maxLength(max, messages.tooLong(max)));

/** /tests sample download: all three required (the button stays disabled until they are filled). */
export const sampleDownloadSchema = v.object({
  name: required(fieldLimits.name.max),
  lastname: required(fieldLimits.name.max),
  email,
});

export type StudentsValues = v.InferOutput<typeof studentsSchema>;
export type ForeisValues = v.InferOutput<typeof foreisSchema>;
export type SampleDownloadValues = v.InferOutput<typeof sampleDownloadSchema>;

/** Each lead form's schema, by the form's key (leadSources names the same keys). */
export const leadSchemas = {
  students: studentsSchema,
  university: universitySchema,
  mechanographic: mechanographicSchema,
  seminar: seminarSchema,
  foreis: foreisSchema,
} as const;

export type FieldIssue = { field: string | null; message: string };

/** Checks one form's raw input; the output is trimmed, the issues name their field. */
export function checkLeadInput<F extends keyof typeof leadSchemas>(form: F, input: Record<string, string>) {
  const parsed = v.safeParse(leadSchemas[form], input);
  if (parsed.success) return { ok: true as const, output: parsed.output as v.InferOutput<(typeof leadSchemas)[F]> };
  const issues: FieldIssue[] = parsed.issues.map((issue) => ({ field: v.getDotPath(issue), message: issue.message }));
  return { ok: false as const, issues };
}

/** Checks the sample download form's raw input; the output is trimmed, the issues name their field. */
export function checkSampleDownload(input: Record<string, string>) {
  const parsed = v.safeParse(sampleDownloadSchema, input);
  if (parsed.success) return { ok: true as const, output: parsed.output };
  const issues: FieldIssue[] = parsed.issues.map((issue) => ({ field: v.getDotPath(issue), message: issue.message }));
  return { ok: false as const, issues };
}
