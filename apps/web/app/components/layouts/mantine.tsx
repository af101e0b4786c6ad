import { Outlet } from 'react-router';
import { MantineRoot } from '../mantine-root.tsx';

/** The pages that use Mantine's components, under its providers (decision 066; routes.ts names them). */
export default function MantineLayout() {
  return (
    <MantineRoot>
      <Outlet />
    </MantineRoot>
  );
}
