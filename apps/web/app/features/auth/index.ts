// What other features use of sign-in (decision 191): the passkey button (a passkey's ceremony in the browser), which
// the account's security page and its step given again show too.
export { PasskeyButton } from './passkey-button.tsx';
