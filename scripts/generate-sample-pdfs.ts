// Writes the four sample reports ({product}-sample.pdf, one per test type) for the `pdfs` bucket:
// small, real PDFs in Greek with the font embedded. Run once; the outputs are committed. Needs
// DejaVu Sans (Debian's fonts-dejavu-core) for the Greek glyphs.
import fontkit from '@pdf-lib/fontkit';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb } from 'pdf-lib';

const outDir = fileURLToPath(new URL('../supabase/storage/pdfs/', import.meta.url));
mkdirSync(outDir, { recursive: true });
const regular = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
const bold = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf');

/** The products match pdf_type in the database and the {product} of the specification. */
const samples = {
  career: {
    title: 'Τεστ Επαγγελματικού Προσανατολισμού',
    lines: [
      'Δείγμα αναφοράς αποτελεσμάτων',
      'Οι έξι τύποι Holland: Ρεαλιστικός, Ερευνητικός, Καλλιτεχνικός,',
      'Κοινωνικός, Επιχειρηματικός, Συμβατικός.',
      'Τα τρία κυρίαρχα ενδιαφέροντά σου και τα επαγγέλματα που τους ταιριάζουν.',
    ],
  },
  personality: {
    title: 'Τεστ Προσωπικότητας',
    lines: [
      'Δείγμα αναφοράς αποτελεσμάτων',
      'Οι πέντε διαστάσεις: Εξωστρέφεια, Προσήνεια, Ευσυνειδησία,',
      'Συναισθηματική σταθερότητα, Δεκτικότητα σε εμπειρίες.',
      'Πώς επηρεάζουν τον τρόπο που μαθαίνεις και εργάζεσαι.',
    ],
  },
  next: {
    title: 'Τεστ Next',
    lines: [
      'Δείγμα αναφοράς αποτελεσμάτων',
      'Προσαρμοστικό τεστ με τεχνητή νοημοσύνη: οι ερωτήσεις αλλάζουν',
      'ανάλογα με τις απαντήσεις σου.',
      'Προτεινόμενα πεδία σπουδών και επόμενα βήματα.',
    ],
  },
  meta: {
    title: 'Τεστ Meta',
    lines: [
      'Δείγμα αναφοράς αποτελεσμάτων',
      'Αντιστοίχιση με 40 μεταπτυχιακά προγράμματα και 16 ομάδες επαγγελμάτων.',
      'Ανάλυση αγοράς εργασίας για τα πεδία που σου ταιριάζουν.',
    ],
  },
};

for (const [product, sample] of Object.entries(samples)) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  // Subset the fonts: each file carries only the glyphs it uses.
  const body = await pdf.embedFont(regular, { subset: true });
  const heading = await pdf.embedFont(bold, { subset: true });
  pdf.setTitle(`${sample.title}: δείγμα αναφοράς`);
  pdf.setLanguage('el-GR');
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = pdf.addPage([595.28, 841.89]);
  page.drawRectangle({ x: 0, y: 761.89, width: 595.28, height: 80, color: rgb(0, 0.29, 0.68) });
  page.drawText(sample.title, { x: 48, y: 790, size: 22, font: heading, color: rgb(1, 1, 1) });
  sample.lines.forEach((line, index) => {
    page.drawText(line, {
      x: 48,
      y: 700 - index * 26,
      size: index === 0 ? 16 : 12,
      font: index === 0 ? heading : body,
      color: rgb(0.09, 0.13, 0.2),
    });
  });
  page.drawText('Το πλήρες αποτέλεσμα λαμβάνεται μετά την ολοκλήρωση του τεστ (περίπου 15 λεπτά).', {
    x: 48,
    y: 80,
    size: 10,
    font: body,
    color: rgb(0.29, 0.33, 0.41),
  });
  writeFileSync(`${outDir}${product}-sample.pdf`, await pdf.save({ useObjectStreams: true }));
}
console.log('sample PDFs written to', outDir);
