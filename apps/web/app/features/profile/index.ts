// What other features use of the CV profile (decision 191): a notice period as words (an applicant's CV), and the box
// that confirms a new phone number by its code (a company's account page).
export { formatNoticePeriod } from './notice-period.ts';
export { PhoneChangeBox } from './phone-change.tsx';
