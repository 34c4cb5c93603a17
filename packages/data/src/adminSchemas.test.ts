import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { articleSchema, signInSchema } from './adminSchemas';

const messagesFor = (input: Record<string, string>, schema: v.GenericSchema = signInSchema) => {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? {} : Object.fromEntries(parsed.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};

describe('the sign-in schema', () => {
  it('names each empty field in Greek', () => {
    expect(messagesFor({ email: '', password: '' })).toEqual({
      email: 'Το πεδίο είναι υποχρεωτικό',
      password: 'Το πεδίο είναι υποχρεωτικό',
    });
  });

  it('refuses an address that is not one, and trims the one that is', () => {
    expect(messagesFor({ email: 'admin', password: 'x' })).toEqual({ email: 'Παρακαλώ εισάγετε έγκυρο email' });
    expect(v.parse(signInSchema, { email: ' admin@example.gr ', password: ' secret ' })).toEqual({
      email: 'admin@example.gr',
      password: ' secret ',
    });
  });
});

describe('the article schema', () => {
  const article = { title: 'Οδηγός σπουδών', slug: 'odigos-spoudon', category: 'education', excerpt: '', content: '' };

  it('takes an article with a title and a slug the database accepts', () => {
    expect(messagesFor(article, articleSchema)).toEqual({});
    expect(v.parse(articleSchema, { ...article, title: '  Οδηγός  ' }).title).toBe('Οδηγός');
  });

  it('asks for a title, a Latin slug and a known category', () => {
    expect(messagesFor({ ...article, title: '  ', slug: 'Οδηγός', category: 'sports' }, articleSchema)).toEqual({
      title: 'Γράψτε τίτλο.',
      slug: 'Το slug χρειάζεται λατινικά πεζά, αριθμούς και μονές παύλες (π.χ. odigos-spoudon).',
      category: expect.any(String),
    });
  });
});
