import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../lib/initials.ts';

/** A company's logo, or its initials without one; "?" for a confidential job (no company named). */
export function CompanyLogo({ name, src, size, className }: { name: string | null; src: string | null; size: AvatarProps['size']; className?: string }) {
  return (
    <Avatar src={src} alt="" radius="md" size={size} color="primary" className={className}>
      {name ? initialsOf(name) : '?'}
    </Avatar>
  );
}
