/**
 * The one rule of who companies may find (decisions 007 and 024): an active job seeker who did not hide their CV
 * (a CV never saved counts as visible, the default). The employee call adds "or applied to one of the company's
 * jobs"; candidate search lists only those the rule admits.
 */
export function isVisibleToCompanies(seeker: { type?: string; status: string; is_visible: boolean | null | undefined }): boolean {
  return (seeker.type === undefined || seeker.type === 'USER') && seeker.status === 'active' && seeker.is_visible !== false;
}
