// Reached by the Edge Functions under Deno too.

/** The four sample reports in the `pdfs` bucket; the {product} of the specification. */
export const sampleProducts = ['career', 'personality', 'next', 'meta'] as const;
export type SampleProduct = (typeof sampleProducts)[number];

/** The sample's file in the `pdfs` bucket: `{product}-sample.pdf`. */
export const samplePdfName = (product: SampleProduct) => `${product}-sample.pdf`;

export const isSampleProduct = (value: unknown): value is SampleProduct => sampleProducts.includes(value as SampleProduct);

/** The sample's public address on a Supabase project (what storage's getPublicUrl gives, without a client). */
export const samplePdfUrl = (supabaseUrl: string, product: SampleProduct) =>
  `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/pdfs/${samplePdfName(product)}`;
