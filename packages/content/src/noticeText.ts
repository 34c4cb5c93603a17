/**
 * The privacy notice's text version and date: a change of substance to the notice's words (content/privacy.ts) gets a
 * new version and date here. A publish of the company's facts the notice names adds to them (noticeFacts.ts).
 */
export const noticeTextVersion = '1.3';
export const noticeTextDate = '2026-11-28';
