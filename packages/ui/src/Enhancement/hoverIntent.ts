/**
 * Marks a part that answers a resting pointer (a dropdown that opens on hover after its delay, the attribute's value
 * in ms). A page that starts its code late starts it at once when the pointer already rests there: a pointer that
 * does not move sends no event to wait for.
 */
export const hoverIntent = 'data-hover-intent';
