// What other features use of account security (decision 191): the offer to set up a second step, shown after a
// payment and on the hiring team's page.
export { SecondStepOffer } from './second-step-offer.tsx';
