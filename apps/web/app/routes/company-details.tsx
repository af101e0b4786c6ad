import { placeholderPage } from '../components/placeholder-page.tsx';

const page = placeholderPage('page.company-details');
export const meta = page.meta;
export default page.Component;
