// subset-font ships no types: the call pnpm fonts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: { targetFormat: 'woff2'; keepFeatures?: string[]; variationAxes?: Record<string, { min: number; max: number }> },
  ): Promise<Buffer>;
}
