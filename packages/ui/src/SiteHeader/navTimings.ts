/** Hover delays of the navigation dropdown (ms), as the specification sets them. */
export const navHoverDelays = {
  open: 200,
  /** Re-entering within this time after a close opens at once. */
  skip: 300,
  close: 150,
} as const;
