/**
 * How large a form post to the intake can honestly be: every field of a form filled to its own limit in
 * the worst encoding. A form body is URL-encoded, and a character outside ASCII is up to three UTF-8 bytes,
 * each written `%XX`: nine bytes a character (Greek letters take six). The intake refuses only what no
 * visitor can send: deriving the limit from the fields keeps a 2,000-letter organisation text from being
 * refused as too large (an 8 KB limit cut it at about 1,400 Greek letters).
 *
 * Reached by the Edge Functions under Deno too: imports name their files in full.
 */
import { attributionCapturedField } from './attribution.ts';
import { attributionLimits } from './attribution.ts';
import { leadForms } from './leadForms.ts';
import { fieldLimits } from './limits.ts';
import { honeypotField } from './messages.ts';
import { consentFields } from './privacy.ts';
import { sampleProducts } from './sampleDownload.ts';

/** The most bytes one character (one UTF-16 unit) takes in a URL-encoded body. */
export const worstBytesPerCharacter = 9;

type PostedField = { readonly name: string; readonly maxLength: number };

/**
 * What every post carries besides the visitor's fields: the form's key, the submission id, the honeypot (a
 * bot's, never a person's), the answer on advertising measurement and where the visit came from (ASCII
 * when honest, counted at the worst all the same: a campaign name may be Greek).
 */
const commonFields: readonly PostedField[] = [
  { name: 'form', maxLength: Math.max(...Object.keys(leadForms).map((key) => key.length)) },
  { name: 'submission_id', maxLength: 36 },
  { name: honeypotField, maxLength: fieldLimits.honeypot.max },
  { name: consentFields.choice, maxLength: 7 },
  { name: consentFields.at, maxLength: 24 },
  { name: consentFields.noticeVersion, maxLength: 11 },
  { name: attributionCapturedField, maxLength: 1 },
  ...Object.entries(attributionLimits).map(([name, maxLength]) => ({ name, maxLength })),
];

/** The most fields a post may have: the largest form's and every common one. */
export const maxFormFields = Math.max(...Object.values(leadForms).map((form) => form.fields.length)) + commonFields.length;

const sampleDownloadFields: readonly PostedField[] = [
  { name: 'name', maxLength: fieldLimits.name.max },
  { name: 'lastname', maxLength: fieldLimits.name.max },
  { name: 'email', maxLength: fieldLimits.email.max },
  { name: 'product', maxLength: Math.max(...sampleProducts.map((product) => product.length)) },
];

/** The largest body these fields make, `name=value` pairs joined by `&`. */
export const worstFormBody = (fields: readonly PostedField[]) =>
  fields.reduce((bytes, { name, maxLength }) => bytes + name.length + 1 + maxLength * worstBytesPerCharacter, fields.length - 1);

/** The body limit of the intake functions: the largest post any of their forms makes. */
export const maxFormBodyBytes = Math.max(
  worstFormBody([...sampleDownloadFields, ...commonFields]),
  ...Object.values(leadForms).map((form) => worstFormBody([...form.fields, ...commonFields])),
);
