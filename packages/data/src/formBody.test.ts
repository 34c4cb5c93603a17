import { describe, expect, it } from 'vitest';
import { attributionLimits } from './attribution';
import { maxFormBodyBytes, maxFormFields, worstBytesPerCharacter } from './formBody';
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
    // Hostile at their longest: the intake reads the body before it checks any of them.
    ['ad_consent', '€'.repeat(7)],
    ['ad_consent_at', '€'.repeat(24)],
    ['notice_version', '€'.repeat(11)],
    ['attribution', '€'],
    ...Object.entries(attributionLimits).map(([name, maxLength]) => [name, '€'.repeat(maxLength)]),
  ]).toString();

describe('the intake’s body limit', () => {
  it('takes every form filled to its limits in the worst encoding', () => {
    expect(encodeURIComponent('€')).toHaveLength(worstBytesPerCharacter);
    for (const [key, form] of Object.entries(leadForms))
      expect(new TextEncoder().encode(worstPost(form.fields)).length, key).toBeLessThanOrEqual(maxFormBodyBytes);
  });

  it('is the largest form’s worst case, not a guess: about 42 KB with the visit’s campaign, where 8 KB cut a Greek organisation text at 1,400 letters', () => {
    expect(new TextEncoder().encode(worstPost(leadForms.foreis.fields)).length).toBeGreaterThan(maxFormBodyBytes - 400);
    expect(maxFormBodyBytes).toBeGreaterThan(8 * 1024 * 2);
    expect(maxFormBodyBytes).toBeLessThan(48 * 1024);
  });

  it('counts every field a full post carries', () => {
    for (const form of Object.values(leadForms))
      expect([...new URLSearchParams(worstPost(form.fields)).keys()].length).toBeLessThanOrEqual(maxFormFields);
  });
});
