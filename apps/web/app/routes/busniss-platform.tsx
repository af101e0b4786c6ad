import { placeholderPage } from '../components/placeholder-page.tsx';

const page = placeholderPage('page.busniss-platform');
export const meta = page.meta;
export default page.Component;
