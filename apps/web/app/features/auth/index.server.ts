// What other features' loaders and actions use of sign-in (decision 191): a passkey's answer read from a form
// (account security), and the second step asked after an external sign-in (oauth).
export { credentialOf } from './passkeys.server.ts';
export { askSecondStep } from './second-step-flight.server.ts';
