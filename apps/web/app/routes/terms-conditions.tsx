import { placeholderPage } from '../components/placeholder-page.tsx';

const page = placeholderPage('page.terms-conditions');
export const meta = page.meta;
export default page.Component;
