// What other features use of the messages (decision 191): the button that opens a conversation with a candidate, and
// the card of mail preferences on a company's account page.
export { MessageButton } from './message-button.tsx';
export { MailPreferencesCard } from './mail-preferences.tsx';
