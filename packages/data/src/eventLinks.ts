/**
 * Where a registrant cancels (issue 54): the site's page, its signed token in the fragment (never sent to a server
 * with the page's request, so no host log keeps it; the page posts it to event-registration). Written once for the
 * e-mails, the route table and the page.
 *
 * Reached by the Edge Functions under Deno too: imports name their files in full.
 */
export const cancelRegistrationPath = '/imerides/akyrosi';

/** The fragment's key for the token: `#t=<token>`. */
export const cancelTokenKey = 't';

/** A token is about 160 characters (a JWT); the page's field takes no more than this, nor does the function read more. */
export const longestCancelToken = 400;

/** The link in a registrant's e-mail. */
export const cancelRegistrationLink = (siteOrigin: string, token: string) =>
  `${new URL(siteOrigin).origin}${cancelRegistrationPath}#${cancelTokenKey}=${encodeURIComponent(token)}`;
