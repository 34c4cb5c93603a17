import type { MailMessage } from '../../../supabase/functions/_shared/leadEmail';
import { base64Encode } from './bytes';

const utf8Base64 = (text: string) => base64Encode(new TextEncoder().encode(text));

const base64Lines = (text: string) => (utf8Base64(text).match(/.{1,76}/g) ?? []).join('\r\n');
/** A header value in UTF-8 (RFC 2047), so Greek subjects survive every mail reader. */
const encodedWord = (text: string) => `=?UTF-8?B?${utf8Base64(text)}?=`;

/** The message's kind as a name part (`new-lead-e-mail`, `confirmation-e-mail`): a lead's two e-mails share its id. */
export const kindOf = (message: MailMessage) => (message.kind ?? 'new-lead e-mail').replace(/[^a-z]+/g, '-');

/** One message as an RFC 5322 file: text and HTML alternatives, both UTF-8 in base64. */
export function emlOf(message: MailMessage, date = new Date()): string {
  const boundary = `alt-${message.id}`;
  return [
    `From: ${message.from}`,
    `To: ${message.to.join(', ')}`,
    `Subject: ${encodedWord(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${kindOf(message)}.${message.id}@local-supabase>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
