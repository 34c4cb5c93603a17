/**
 * The privacy notice's version and date (noticeText.ts, and noticeFacts.ts for the company's facts staff publish):
 * each lead records the version its visitor answered under. A module of its own, so every page's consent store reads
 * the version without the notice's or the question's words.
 */
export { noticeDate, noticeVersion } from './noticeFacts';
/**
 * The version the consent question last changed its purposes in (1.2: the site's own count of visits joined the
 * advertiser's conversion; 1.3 added the event registrations, which ask no consent): an answer given under an earlier one counts as none, so the question is asked again.
 */
export const consentAskedSince = '1.2';
