// What other features' loaders and actions use of the CV profile (decision 191): a phone number's change by code,
// which a company's account page offers too.
export { isPhoneChangeIntent, loadPhoneChange, phoneChangeAction } from './phone-change.server.ts';
