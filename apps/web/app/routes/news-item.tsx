import { placeholderPage } from '../components/placeholder-page.tsx';

const page = placeholderPage('page.news-item');
export const meta = page.meta;
export default page.Component;
