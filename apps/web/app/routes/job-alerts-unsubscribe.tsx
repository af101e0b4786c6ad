import { placeholderPage } from '../components/placeholder-page.tsx';

const page = placeholderPage('page.job-alerts-unsubscribe');
export const meta = page.meta;
export default page.Component;
