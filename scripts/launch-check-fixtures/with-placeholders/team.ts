import { placeholder } from '../../../packages/content/src/placeholder';

const what = 'computed';
export const team = placeholder(['Όνομα'], what);
