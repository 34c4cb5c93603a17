/**
 * Marks a part that answers a resting pointer (a dropdown that opens on hover after its delay, the attribute's value
 * in ms). Until its code is there the part's stylesheet answers (the dropdown opens its own links after the delay);
 * a page's loader starts that code at once when the pointer already rests there: a pointer that does not move sends
 * no event to wait for.
 */
export const hoverIntent = 'data-hover-intent';
