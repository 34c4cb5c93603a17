/**
 * Field limits shared by the form schemas, the inputs' own attributes (before hydration) and the
 * database's CHECK constraints: the minimums come from the specification, the maximums keep anybody
 * from storing megabytes.
 */
export const fieldLimits = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { minDigits: 10, maxDigits: 15, max: 30 },
  companyName: { min: 2, max: 2000 },
  /** The field people never see: what a bot writes in it is never stored, and the body limit allows this much of it. */
  honeypot: { max: 200 },
} as const;

/**
 * A phone number: digits with an optional leading +, spaces, dashes, dots and parentheses, 10 to 15
 * digits in all. One pattern for the schema, the input's `pattern` attribute (the browser anchors it
 * and compiles it with the `v` flag, hence the escapes inside the class) and the database's CHECK
 * (supabase/migrations/*_one_intake.sql writes the same text; a unit test holds them together).
 */
export const phonePattern = String.raw`\+?[ .\(\)\-]*(?:[0-9][ .\(\)\-]*){10,15}`;

/** How many digits a phone number holds, whatever separates them. */
export const phoneDigits = (phone: string) => phone.replace(/[^0-9]/g, '').length;

/**
 * Characters a single-line field never holds: the C0 and C1 controls (line breaks, tab, escape,
 * backspace, vertical tab among them) and Unicode's line and paragraph separators. A line break in a
 * name would forge a line in the plain-text new-lead e-mail. One text for the schemas and the database's
 * CHECKs (supabase/migrations/*_plain_text_fields.sql writes the same; a unit test holds them together).
 */
export const singleLineForbidden = String.raw`[\x01-\x1f\x7f-\x9f\u2028\u2029]`;

/** A multi-line field (the organisation's needs, an article, a note) keeps tabs and line breaks, nothing else of the above. */
export const multiLineForbidden = String.raw`[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]`;

const singleLineRegex = /* @__PURE__ */ new RegExp(singleLineForbidden);
const multiLineRegex = /* @__PURE__ */ new RegExp(multiLineForbidden);

/** Whether a value fits a single-line field (NUL, which the database cannot hold at all, included). */
export const isSingleLine = (value: string) => !singleLineRegex.test(value) && !value.includes('\u0000');
/** Whether a value fits a multi-line field. */
export const isPlainText = (value: string) => !multiLineRegex.test(value) && !value.includes('\u0000');
