/** 'x.xM' from a million, 'xK' from a thousand (whole thousands, never rounded up), else the number. */
export function formatCount(value: number): string {
  const whole = Math.max(0, Math.floor(value));
  if (whole >= 1_000_000) return `${(Math.floor(whole / 100_000) / 10).toFixed(1)}M`;
  if (whole >= 1_000) return `${Math.floor(whole / 1_000)}K`;
  return String(whole);
}
