import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Constants } from '@cg/data';
import { leadFormKeys, leadFormSchemas, leadForms } from '@cg/data/forms';
import { describe, expect, it } from 'vitest';
import { prerenderPaths, routeTable, type RouteRow } from '@cg/data/routeTable';

const rows = routeTable as readonly RouteRow[];
const moduleExists = (module: string) => existsSync(fileURLToPath(new URL(`./${module}`, import.meta.url)));

/** Every entry of the lead-form registry is a whole form: a database value, a page and a thank-you page. */
describe.each(leadFormKeys)('the registry’s %s form', (key) => {
  const form = leadForms[key];

  it('stores its leads under a lead_source the database knows', () => {
    expect(Constants.public.Enums.lead_source).toContain(form.leadSource);
  });

  it('has its page: a prerendered route row that names it, with a module', () => {
    const page = rows.find((row) => row.path === form.page);
    expect(page, form.page).toMatchObject({ form: key, render: 'prerender' });
    expect(moduleExists(page!.module), page!.module).toBe(true);
    expect(prerenderPaths()).toContain(form.page);
  });

  it('has its thank-you page: prerendered, not indexed, served by the thank-you module', () => {
    const thankYou = rows.find((row) => row.path === form.thankYou);
    expect(thankYou, form.thankYou).toMatchObject({ thankYouOf: key, noindex: true, render: 'prerender' });
    expect(moduleExists(thankYou!.module)).toBe(true);
    expect(prerenderPaths()).toContain(form.thankYou);
  });

  it('asks for every field its schema checks, and its schema checks every field', () => {
    expect(form.fields.map((field) => field.name).sort()).toEqual(Object.keys(leadFormSchemas[key].entries).sort());
  });
});

describe('the registry as a whole', () => {
  it('gives each form its own lead_source, page and thank-you page', () => {
    for (const property of ['leadSource', 'page', 'thankYou', 'contentName'] as const) {
      const values = leadFormKeys.map((key) => leadForms[key][property]);
      expect(new Set(values).size, property).toBe(values.length);
    }
  });

  it('is the only source of lead-form rows: no route names a form the registry lacks', () => {
    for (const row of rows) {
      if (row.form) expect(leadFormKeys).toContain(row.form);
      if (row.thankYouOf) expect(leadFormKeys).toContain(row.thankYouOf);
    }
  });
});
