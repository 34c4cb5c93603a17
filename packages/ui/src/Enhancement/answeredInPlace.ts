/**
 * Marks a link whose click the page's own code answers in place (a video facade plays where it is; the privacy
 * settings ask their question again) where the browser, before that code has run or without it, would follow the
 * link. Its value names the part of the page that answers it, or is empty for the part the link is in. A page that
 * starts its code late holds such a click until that code is there, so the first tap gets the same answer.
 */
export const answeredInPlace = 'data-answered-in-place';
