/**
 * The headers every response of the site and of its Edge Functions carries besides its content security
 * policy (docs/decisions/022-the-static-host.md says what each costs). Plain data: the build writes them
 * into `_headers`, and the functions, under Deno, import this file by its path.
 */
export const securityHeaders = {
  /** Two years, every subdomain; not preloaded (decision 022: preloading cannot be undone quickly). */
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  /** Other sites learn only that a visitor came from this site, never which page (a thank-you page's address included). */
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  /** What the site never uses; the video player's fullscreen and autoplay stay delegable to its frame. */
  'Permissions-Policy':
    'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  /** For browsers older than CSP's frame-ancestors. */
  'X-Frame-Options': 'DENY',
} as const;
