/**
 * A thank-you page's two lines that say the lead has arrived («Λάβαμε τα στοιχεία σας…», «Ελέγξτε το email σας…»)
 * carry, in `data-on-its-way`, what they say while it is still kept on the device. The page's script before its first
 * paint shows those (greetAtFirstPaint), and the outbox turns them back once the lead has gone.
 */
export const onItsWayAttribute = 'data-on-its-way';
const arrivedAttribute = 'data-arrived';

export function showOnItsWay(card: ParentNode, onItsWay: boolean) {
  for (const line of card.querySelectorAll<HTMLElement>(`[${onItsWayAttribute}]`)) {
    if (!line.hasAttribute(arrivedAttribute)) line.setAttribute(arrivedAttribute, line.textContent ?? '');
    line.textContent = onItsWay ? line.getAttribute(onItsWayAttribute) : line.getAttribute(arrivedAttribute);
  }
}
