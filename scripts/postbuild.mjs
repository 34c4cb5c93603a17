// Finishes the prerendered site for static hosting (see docs/decisions/002-first-paint-without-modulepreload.md).
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const client = fileURLToPath(new URL('../site/build/client', import.meta.url));

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

// 1. Drop <link rel="modulepreload">: in the head they compete with the CSS, fonts and hero image
//    and hold back the first paint; the module script at the end of <body> still loads and hydrates.
const modulePreload = /<link rel="modulepreload" href="[^"]*"\/>/g;
let removed = 0;
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, 'utf8');
  const stripped = html.replace(modulePreload, () => {
    removed += 1;
    return '';
  });
  if (stripped !== html) writeFileSync(file, stripped);
}

// 2. Static hosts answer unknown paths with /404.html and a real 404 status; /404 itself is not a page.
cpSync(join(client, '404', 'index.html'), join(client, '404.html'));
rmSync(join(client, '404'), { recursive: true });

console.log(`postbuild: removed ${removed} modulepreload tags, wrote 404.html`);
