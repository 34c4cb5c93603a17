// Every built page through the Nu HTML Checker (vnu-jar, Java), offline: prerendered pages, the 404
// page, the SPA fallback and the placeholders' sample page. Fails on any error; prints each one with its file and line.
// Usage: pnpm build && pnpm validate:html
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const vnuJar = String(require('vnu-jar'));
const client = fileURLToPath(new URL('../site/build/client', import.meta.url));

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || name === 'media' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

// Plus the one page among the media: the sample page placeholders link and frame (packages/content/src/placeholder.ts).
const files = htmlFiles(client);
if (files.length > 0) files.push(join(client, 'media/placeholder.html'));
if (files.length === 0) {
  console.error('No build in site/build/client: run `pnpm build` first.');
  process.exit(1);
}

let report;
try {
  execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
  report = { messages: [] };
} catch (error) {
  if (error.code === 'ENOENT') {
    console.error('Java is needed for the Nu HTML Checker and was not found.');
    process.exit(1);
  }
  // vnu exits non-zero when it finds errors and writes its JSON report to stderr.
  report = JSON.parse(String(error.stderr));
}

const errors = report.messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
for (const message of errors) {
  console.error(`${relative(client, fileURLToPath(message.url))}:${message.lastLine ?? '?'}: ${message.message}`);
}
console.log(`Nu HTML Checker: ${files.length} pages, ${errors.length} errors.`);
process.exit(errors.length ? 1 : 0);
