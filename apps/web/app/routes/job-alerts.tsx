import { placeholderPage } from '../components/placeholder-page.tsx';

const page = placeholderPage('page.job-alerts');
export const meta = page.meta;
export default page.Component;
