/**
 * Each kind's schema as JSON Schema, for the database (private.json_schema_errors) to check what is published.
 * Node only: the generator and the tests import it, no page does.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import { contentKinds, type ContentKind } from './kinds.ts';

export const jsonSchemaOf = (kind: ContentKind) =>
  toJsonSchema(contentKinds[kind], {
    errorMode: 'throw',
    // A text's rule beyond «something written» (fields.ts' `checkedAlsoAs`) is the one pattern that says both.
    overrideAction: ({ valibotAction, jsonSchema }) =>
      'databasePattern' in valibotAction ? { ...jsonSchema, pattern: valibotAction.databasePattern as string } : undefined,
  }) as Record<string, unknown>;

/** The statement that stores every kind's schema: a migration carries it whenever a schema changes. */
export const storeSchemasSql = () =>
  `insert into public.content_schemas (kind, schema) values\n${(Object.keys(contentKinds) as ContentKind[])
    .map((kind) => `  ('${kind}', '${JSON.stringify(jsonSchemaOf(kind)).replaceAll("'", "''")}')`)
    .join(',\n')}\non conflict (kind) do update set schema = excluded.schema;\n`;
