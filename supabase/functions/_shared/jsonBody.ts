import * as v from 'valibot';

/**
 * A small JSON body read and checked against its schema: the value, or the status to refuse it with (413 past
 * `largest` characters, 400 for anything that is not JSON or does not match). Nothing of the body is echoed.
 */
export async function readJsonBody<Schema extends v.GenericSchema>(
  request: Request,
  schema: Schema,
  largest: number,
): Promise<{ ok: true; value: v.InferOutput<Schema> } | { ok: false; status: 400 | 413 }> {
  const text = await request.text().catch(() => '');
  if (text.length > largest) return { ok: false, status: 413 };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400 };
  }
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, status: 400 };
}
