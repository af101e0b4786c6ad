import { placeholderPage } from '../../components/placeholder-page.tsx';

const page = placeholderPage('page.admin-outbox');
export const meta = page.meta;
export default page.Component;
