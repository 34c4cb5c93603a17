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
