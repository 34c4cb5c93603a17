/** The compass mark beside the brand name (decorative: the name is the link text). Swap for the company's own. */
export function BrandMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#004aad" />
      <path d="M32 8 L40 32 L32 56 L24 32 Z" fill="#ffd166" />
      <path d="M32 8 L40 32 H24 Z" fill="#ffffff" />
      <circle cx="32" cy="32" r="4" fill="#002457" />
    </svg>
  );
}
