// Supabase Edge Function entry (Deno). Secrets: META_PIXEL_ID, META_ACCESS_TOKEN.
import { createMetaConversionHandler } from './handler.ts';

declare const Deno: { env: { get(name: string): string | undefined }; serve(handler: (request: Request) => Promise<Response>): void };

Deno.serve(
  createMetaConversionHandler({
    pixelId: Deno.env.get('META_PIXEL_ID'),
    accessToken: Deno.env.get('META_ACCESS_TOKEN'),
  }),
);
