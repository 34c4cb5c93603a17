import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

// One sample per test type, named {product}-sample.pdf as the site asks the pdfs bucket for it.
const products = ['career', 'personality', 'next', 'meta'];

describe('sample PDFs for the pdfs bucket', () => {
  it.each(products)('%s-sample.pdf is a small, one-page Greek PDF', async (product) => {
    const bytes = readFileSync(new URL(`./pdfs/${product}-sample.pdf`, import.meta.url));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(50_000);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toMatch(/δείγμα αναφοράς/);
  });
});
