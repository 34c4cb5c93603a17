import { describe, expect, it } from 'vitest';
import { maxFormBodyBytes, worstBytesPerCharacter } from './formBody';
import { leadForms } from './leadForms';
import { fieldLimits } from './limits';
import { honeypotField } from './messages';

/** What a browser posts for a form filled to every field's limit with three-byte characters (the worst case). */
const worstPost = (fields: readonly { name: string; maxLength: number }[]) =>
  new URLSearchParams([
    ['form', 'mixanografika'],
    ...fields.map(({ name, maxLength }) => [name, '€'.repeat(maxLength)]),
    [honeypotField, '€'.repeat(fieldLimits.honeypot.max)],
    ['submission_id', crypto.randomUUID()],
  ]).toString();

describe('the intake’s body limit', () => {
  it('takes every form filled to its limits in the worst encoding', () => {
    expect(encodeURIComponent('€')).toHaveLength(worstBytesPerCharacter);
    for (const [key, form] of Object.entries(leadForms)) expect(new TextEncoder().encode(worstPost(form.fields)).length, key).toBeLessThanOrEqual(maxFormBodyBytes);
  });

  it('is the largest form’s worst case, not a guess: about 22 KB, where 8 KB cut a Greek organisation text at 1,400 letters', () => {
    expect(new TextEncoder().encode(worstPost(leadForms.foreis.fields)).length).toBeGreaterThan(maxFormBodyBytes - 400);
    expect(maxFormBodyBytes).toBeGreaterThan(8 * 1024 * 2);
    expect(maxFormBodyBytes).toBeLessThan(32 * 1024);
  });
});
