// What other features use of the salary reports (decision 191): the links into them from a job's page and a CV.
export { CvSalaryHint, JobSalaryLink } from './salary-links.tsx';
