// What other features use of payments (decision 191): a posting package's card, which the business platform's page
// shows.
export { PackageCard } from './package-card.tsx';
