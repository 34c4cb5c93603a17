// Inline on /imerides, as its HTML is parsed: a card's «Δήλωση συμμετοχής» chooses its event in the form from the first tap.
import { chooseOnFollow } from '@cg/ui/chooseOnFollow';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
if (typeof document !== 'undefined') chooseOnFollow(document);
