/**
 * How an e-mail to an address the visitor typed greets them (issue 61, decision 030): the address is not confirmed,
 * so the message carries nothing else the sender wrote (a stranger's address could have been typed with any text),
 * and a name only when the whole value looks like one: at most three words of letters (a hyphen or an apostrophe
 * inside a word), none longer than 24, no digits, dots, slashes or colons. Then the first word, in the vocative.
 */
import { vocativeOf } from '../../../packages/content/src/vocative.ts';

const nameWord = /^\p{L}[\p{L}\p{M}]*(?:[-'’]\p{L}[\p{L}\p{M}]*)*$/u;

/** The first word of a typed name that looks like a name; null for anything else. */
export function greetingName(typed: string): string | null {
  const words = typed.trim().split(/\s+/);
  if (words.length > 3 || !words.every((word) => word.length <= 24 && nameWord.test(word))) return null;
  return words[0]!;
}

/** «Γεια σας, Μαρία!», or «Γεια σας!» when the name is not one. */
export function greetingLine(typed: string): string {
  const name = greetingName(typed);
  return name ? `Γεια σας, ${vocativeOf(name)}!` : 'Γεια σας!';
}
