/** Every kind of content document, its schema and its fields' Greek labels: the one list the editor, the build, the seed and the database read. */
import { companyChoiceLabels, companyFieldLabels, companySchema } from './company.ts';

export const contentKinds = {
  company: companySchema,
} as const;

export type ContentKind = keyof typeof contentKinds;

export const contentFieldLabels: Record<ContentKind, Record<string, string>> = {
  company: companyFieldLabels,
};

export const contentChoiceLabels: Record<ContentKind, Record<string, Record<string, string>>> = {
  company: companyChoiceLabels,
};
