/**
 * Field limits shared by the form schemas and (issue 3) the database CHECK constraints: the
 * minimums come from the specification, the maximums keep anybody from storing megabytes.
 */
export const fieldLimits = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { min: 10, max: 30 },
  companyName: { min: 2, max: 2000 },
} as const;
