import { profilePage } from '../../features/profile/section-page.tsx';

const page = profilePage('page.profile');
export const meta = page.meta;
export default page.Component;
