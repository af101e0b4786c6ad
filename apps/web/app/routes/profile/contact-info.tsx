import { profileSectionPage } from '../../features/profile/section-page.tsx';

const page = profileSectionPage('contact-info');
export const meta = page.meta;
export default page.Component;
