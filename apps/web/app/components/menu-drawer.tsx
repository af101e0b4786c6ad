import { Drawer, type DrawerProps } from '@mantine/core';
import { MantineRoot } from './mantine-root.tsx';

/**
 * The phone menu's drawer, in a chunk of its own (decision 047): Mantine's modal base (scroll lock, focus trap,
 * scroll area) is downloaded when the menu is first opened, not with every page.
 */
export default function MenuDrawer(props: DrawerProps) {
  return (
    <MantineRoot>
      <Drawer {...props} />
    </MantineRoot>
  );
}
