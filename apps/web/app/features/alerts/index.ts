// What other features use of the job alerts (decision 191): an alert made from a search's filters (/find-jobs).
export { alertInputFromSearch, canAlertOn } from './alert-from-search.ts';
