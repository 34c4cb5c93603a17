/** Where the back office lives: its pages have their own frame, manifest and service worker, never the public site's. */
export const backOfficePrefix = '/admin/';

export const isBackOffice = (pathname: string) => pathname.startsWith(backOfficePrefix);
