// Inline at the end of every page of islands (IslandsLoader): the loader's address comes in `data-loader`.
import { afterLargestPaint } from '../lib/afterLargestPaint';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
const loader = typeof document === 'undefined' ? undefined : document.currentScript?.dataset.loader;
if (loader) afterLargestPaint(() => import(/* @vite-ignore */ loader));
