/**
 * The colour of a completeness ratio: warning while low, primary on the way, success when complete. A module of its
 * own: the header's CV badge uses it on every page, and the profile's formatters' messages stay with the profile.
 */
export function ratioColor(ratio: number): string {
  if (ratio >= 100) return 'success';
  return ratio < 40 ? 'warning' : 'primary';
}
