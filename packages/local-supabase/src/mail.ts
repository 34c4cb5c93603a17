import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mailer, MailMessage } from '../../../supabase/functions/_shared/leadEmail';

const base64Lines = (text: string) =>
  (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
/** A header value in UTF-8 (RFC 2047), so Greek subjects survive every mail reader. */
const encodedWord = (text: string) => `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

/** One message as an RFC 5322 file: text and HTML alternatives, both UTF-8 in base64. */
export function emlOf(message: MailMessage, date = new Date()): string {
  const boundary = `alt-${message.id}`;
  return [
    `From: ${message.from}`,
    `To: ${message.to.join(', ')}`,
    `Subject: ${encodedWord(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${message.id}@local-supabase>`,
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

/**
 * The local backend's mail: every outgoing message captured as one .eml file in `dir` (any mail reader
 * opens them), named by the time and the submission id; one log line each, without personal data.
 */
export function emlMailer(dir: string, log: (line: string) => void = (line) => console.log(line)): Mailer {
  return async (message) => {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
    writeFileSync(file, emlOf(message), { mode: 0o600 });
    log(`mail captured: ${message.kind ?? 'new-lead e-mail'} ${message.id} to ${message.to.length} recipient(s) in ${file}`);
    return 'sent';
  };
}
