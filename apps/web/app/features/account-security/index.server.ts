// What other features' loaders use of account security (decision 191): whether to offer a second step.
export { isSecondStepOffered } from './second-step-offer.server.ts';
