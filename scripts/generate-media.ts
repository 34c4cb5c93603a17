// Draws the project's own placeholder imagery (hero, video posters, partner marks, Open Graph
// image, favicons) into site/public/media. Run once; the outputs are committed. Swap them for the
// company's own files with the same names and sizes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { heroWidths } from '../packages/content/src/heroShape.ts';

const publicDir = fileURLToPath(new URL('../site/public/', import.meta.url));
const mediaDir = `${publicDir}media/`;
mkdirSync(mediaDir, { recursive: true });

const brand = '#004aad';

// Hero: an abstract route map: paths that branch towards destinations, drawn in the brand scale.
const heroSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="1080" viewBox="0 0 1440 1080">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d9e6fc"/><stop offset="1" stop-color="#eef4ff"/></linearGradient>
    <linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a60c8"/><stop offset="1" stop-color="#002457"/></linearGradient>
  </defs>
  <rect width="1440" height="1080" fill="url(#bg)"/>
  <circle cx="1180" cy="180" r="260" fill="#b3cdf8" opacity="0.6"/>
  <circle cx="220" cy="940" r="320" fill="#7fa9ef" opacity="0.35"/>
  <g fill="none" stroke="${brand}" stroke-width="14" stroke-linecap="round" opacity="0.85">
    <path d="M160 900 C 420 820, 460 640, 700 600 S 1040 520, 1240 300"/>
    <path d="M700 600 C 820 700, 980 760, 1260 780" stroke="#4a82e0"/>
    <path d="M700 600 C 640 460, 520 360, 380 240" stroke="#1a60c8"/>
  </g>
  <g fill="#ffffff" stroke="${brand}" stroke-width="10">
    <circle cx="1240" cy="300" r="34"/><circle cx="1260" cy="780" r="34"/><circle cx="380" cy="240" r="34"/>
  </g>
  <g transform="translate(700 600)">
    <circle r="150" fill="url(#card)"/>
    <circle r="118" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.6"/>
    <path d="M0 -100 L 28 0 L 0 100 L -28 0 Z" fill="#ffd166"/>
    <path d="M0 -100 L 28 0 L -28 0 Z" fill="#ffffff"/>
    <circle r="14" fill="#002457"/>
  </g>
</svg>`;

for (const width of heroWidths) {
  const image = sharp(Buffer.from(heroSvg)).resize(width);
  await image.clone().avif({ quality: 55 }).toFile(`${mediaDir}hero-home-${width}.avif`);
  await image.clone().webp({ quality: 78 }).toFile(`${mediaDir}hero-home-${width}.webp`);
}

// Video posters: 16:9, one hue each, a stylised studio set behind the play button.
const posterHues = [
  ['#003d8f', '#4a82e0'],
  ['#002457', '#1a60c8'],
  ['#003072', '#7fa9ef'],
];
for (const [index, [dark, light]] of posterHues.entries()) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="960" height="540" fill="url(#g)"/>
    <rect x="80" y="330" width="800" height="24" rx="12" fill="#ffffff" opacity="0.18"/>
    <circle cx="300" cy="250" r="70" fill="#ffffff" opacity="0.22"/><rect x="225" y="320" width="150" height="120" rx="40" fill="#ffffff" opacity="0.22"/>
    <circle cx="660" cy="250" r="70" fill="#ffffff" opacity="0.22"/><rect x="585" y="320" width="150" height="120" rx="40" fill="#ffffff" opacity="0.22"/>
    <rect x="60" y="40" width="150" height="44" rx="8" fill="#ffd166"/>
  </svg>`;
  await sharp(Buffer.from(svg))
    .webp({ quality: 75 })
    .toFile(`${mediaDir}poster-${index + 1}.webp`);
}

// Partner marks: a geometric monogram and two initials, in greys so no partner outshines another.
const shapes = [
  '<circle cx="40" cy="40" r="26"/>',
  '<rect x="14" y="14" width="52" height="52" rx="10"/>',
  '<path d="M40 12 L68 64 H12 Z"/>',
  '<path d="M40 12 L68 40 L40 68 L12 40 Z"/>',
];
const initials = ['ΕΑ', 'ΦΟ', 'ΝΓ', 'ΔΠ', 'ΚΔ', 'ΕΓ', 'ΑΔ', 'ΣΕ', 'ΦΠ', 'ΟΚ', 'ΚΑ', 'ΙΝ'];
initials.forEach((letters, index) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">
  <g fill="#4a5568">${shapes[index % shapes.length]}</g>
  <text x="40" y="47" fill="#ffffff" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" font-weight="700" text-anchor="middle">${letters[0]}</text>
  <g fill="#4a5568"><rect x="84" y="26" width="${70 + (index % 4) * 10}" height="10" rx="5"/><rect x="84" y="44" width="${48 + (index % 3) * 12}" height="8" rx="4" opacity="0.6"/></g>
</svg>\n`;
  writeFileSync(`${mediaDir}partner-${index + 1}.svg`, svg);
});

// Open Graph: 1200x630, the hero drawing on the brand colour.
await sharp({ create: { width: 1200, height: 630, channels: 3, background: brand } })
  .composite([{ input: await sharp(Buffer.from(heroSvg)).resize(840, 630).png().toBuffer(), left: 360, top: 0 }])
  .jpeg({ quality: 82 })
  .toFile(`${mediaDir}og-image.jpg`);

// Favicons: the compass needle on the brand square.
const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand}"/><path d="M32 8 L40 32 L32 56 L24 32 Z" fill="#ffd166"/><path d="M32 8 L40 32 H24 Z" fill="#ffffff"/><circle cx="32" cy="32" r="4" fill="#002457"/></svg>\n`;
writeFileSync(`${publicDir}favicon.svg`, iconSvg);
await sharp(Buffer.from(iconSvg)).resize(180).png().toFile(`${publicDir}apple-touch-icon.png`);
// The back office's app icons (its manifest): the same mark, and a maskable one whose square fills the shape a phone
// cuts (the needle inside the central 80% safe zone).
mkdirSync(`${publicDir}admin`, { recursive: true });
for (const size of [192, 512]) await sharp(Buffer.from(iconSvg)).resize(size).png().toFile(`${publicDir}admin/icon-${size}.png`);
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/><g transform="translate(32 32) scale(0.75) translate(-32 -32)"><path d="M32 8 L40 32 L32 56 L24 32 Z" fill="#ffd166"/><path d="M32 8 L40 32 H24 Z" fill="#ffffff"/><circle cx="32" cy="32" r="4" fill="#002457"/></g></svg>`;
await sharp(Buffer.from(maskableSvg)).resize(512).png().toFile(`${publicDir}admin/icon-maskable-512.png`);
const png32 = await sharp(Buffer.from(iconSvg)).resize(32).png().toBuffer();
// An .ico is a 6-byte header, one 16-byte directory entry, then the PNG itself.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(`${publicDir}favicon.ico`, Buffer.concat([header, png32]));
console.log('media written to', mediaDir);
