// What other features use of the reviews (decision 191): the company page's section of reviews.
export { ReviewsSection } from './reviews-section.tsx';
