// `pnpm content:schemas`: prints the statement that stores every content kind's JSON Schema, for a new migration
// when a kind's valibot schema changed (scripts/contentSeed.test.ts fails until one does).
import { storeSchemasSql } from '@cg/data/contentSchemas';

process.stdout.write(storeSchemasSql());
