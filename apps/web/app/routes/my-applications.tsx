import { placeholderPage } from '../components/placeholder-page.tsx';

const page = placeholderPage('page.my-applications');
export const meta = page.meta;
export default page.Component;
