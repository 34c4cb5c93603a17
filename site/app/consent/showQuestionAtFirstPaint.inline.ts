// Inline, right after the consent question's hidden HTML (ConsentQuestion), before the first paint.
import { consentStorageKey } from '@cg/data/privacy';
import { showQuestionAtFirstPaint } from './showQuestionAtFirstPaint';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
if (typeof document !== 'undefined') showQuestionAtFirstPaint(consentStorageKey);
