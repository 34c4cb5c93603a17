// Inline at the end of every page of islands (IslandsLoader): the loader's address comes in `data-loader`.
import { afterLoadAndFirstPaint } from './afterLoadAndFirstPaint';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
const loader = typeof document === 'undefined' ? undefined : document.currentScript?.dataset.loader;
if (loader) afterLoadAndFirstPaint(() => import(/* @vite-ignore */ loader));
