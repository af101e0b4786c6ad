import { profileSectionPage } from '../../features/profile/section-page.tsx';

const page = profileSectionPage('majors');
export const meta = page.meta;
export default page.Component;
