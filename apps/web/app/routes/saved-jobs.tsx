import { placeholderPage } from '../components/placeholder-page.tsx';

const page = placeholderPage('page.saved-jobs');
export const meta = page.meta;
export default page.Component;
