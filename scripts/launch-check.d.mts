export type FoundPlaceholder = { file: string; line: number; supply: string };
export const contentDir: string;
export function findPlaceholders(dir?: string): FoundPlaceholder[];
export function launchReport(placeholders: readonly FoundPlaceholder[]): { code: 0 | 1; text: string };
