/**
 * The privacy notice's version and date. A change of substance to the notice (content/privacy.ts) gets a
 * new version and date: each lead records the version its visitor answered under. A module of its own, so
 * every page's consent store reads the version without the notice's or the question's words.
 */
export const noticeVersion = '1.1';
/** The date of this version (ISO), shown in Greek. */
export const noticeDate = '2026-11-27';
