// Every built page through the Nu HTML Checker (vnu-jar, Java), offline: prerendered pages, the 404
// page, the SPA fallback and the placeholders' sample page. Fails on any error; prints each one with its file and line.
// Usage: pnpm build && pnpm validate:html
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtSite, htmlFilesIn } from '../site/host/builtSite.ts';

const require = createRequire(import.meta.url);
const vnuJar = String(require('vnu-jar'));
const { client } = builtSite();

// Plus the one page among the media: the sample page placeholders link and frame (packages/content/src/placeholder.ts).
const files = existsSync(client) ? htmlFilesIn(client) : [];
if (files.length > 0) files.push(join(client, 'media/placeholder.html'));
if (files.length === 0) {
  console.error('No build in site/build/client: run `pnpm build` first.');
  process.exit(1);
}

type Message = { type: string; subType?: string; url: string; lastLine?: number; message: string };
let report: { messages: Message[] };
try {
  execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
  report = { messages: [] };
} catch (thrown) {
  const error = thrown as { code?: string; stderr?: Buffer };
  if (error.code === 'ENOENT') {
    console.error('Java is needed for the Nu HTML Checker and was not found.');
    process.exit(1);
  }
  // vnu exits non-zero when it finds errors and writes its JSON report to stderr.
  report = JSON.parse(String(error.stderr)) as typeof report;
}

const errors = report.messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
for (const message of errors) {
  console.error(`${relative(client, fileURLToPath(message.url))}:${message.lastLine ?? '?'}: ${message.message}`);
}
console.log(`Nu HTML Checker: ${files.length} pages, ${errors.length} errors.`);
process.exit(errors.length ? 1 : 0);
