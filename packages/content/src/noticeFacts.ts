import { noticeTextDate, noticeTextVersion } from './noticeText';

/**
 * The privacy notice's version and date with the company's facts it names (its name, e-mail, phone, office) as staff
 * published them: the text's own in the seed. The build replaces this module (site/vite/publishedContent.ts) with the
 * text's version and a third part counting the times those facts changed since (`privacy_notice_facts`: 1.3.1,
 * 1.3.2, …), dated from the Athens day of the latest change, as two plain strings: every page's consent code carries
 * them and nothing more.
 */
export const noticeVersion: string = noticeTextVersion;
export const noticeDate: string = noticeTextDate;
