import type { MailMessage } from '../../../supabase/functions/_shared/leadEmail';
import { base64Encode } from './bytes';

const utf8Base64 = (text: string) => base64Encode(new TextEncoder().encode(text));

const base64Lines = (text: string) => (utf8Base64(text).match(/.{1,76}/g) ?? []).join('\r\n');
/** A header value in UTF-8 (RFC 2047), so Greek subjects survive every mail reader. */
const encodedWord = (text: string) => `=?UTF-8?B?${utf8Base64(text)}?=`;

/** The message's kind as a name part (`new-lead-e-mail`, `confirmation-e-mail`): a lead's two e-mails share its id. */
export const kindOf = (message: MailMessage) => (message.kind ?? 'new-lead e-mail').replace(/[^a-z]+/g, '-');

/** One message as an RFC 5322 file: text and HTML alternatives, both UTF-8 in base64, then its files. */
export function emlOf(message: MailMessage, date = new Date()): string {
  const boundary = `alt-${message.id}`;
  const mixed = `mixed-${message.id}`;
  const files = message.attachments ?? [];
  const alternatives = [
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
  ];
  const headers = [
    `From: ${message.from}`,
    `To: ${message.to.join(', ')}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${encodedWord(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${kindOf(message)}.${message.id}@local-supabase>`,
    'MIME-Version: 1.0',
  ];
  if (files.length === 0)
    return [...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', ...alternatives, ''].join('\r\n');
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    ...alternatives,
    ...files.flatMap((file) => [
      `--${mixed}`,
      `Content-Type: ${file.contentType}; name="${file.filename}"`,
      `Content-Disposition: attachment; filename="${file.filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(file.content),
    ]),
    `--${mixed}--`,
    '',
  ].join('\r\n');
}
