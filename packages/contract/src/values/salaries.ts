/** The plain values of salaries: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

/** k-anonymity: the fewest distinct companies and seekers (together) a figure may rest on. */
export const SALARY_MIN_CONTRIBUTORS = 5;
