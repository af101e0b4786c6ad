import { initialsOf } from '../lib/initials.ts';
import { PlainAvatar } from './plain.tsx';

/** A company's logo, or its initials without one; "?" for a confidential job (no company named). */
export function CompanyLogo({ name, src, size, className }: { name: string | null; src: string | null; size: number; className?: string }) {
  return (
    <PlainAvatar src={src} size={size} className={className}>
      {name ? initialsOf(name) : '?'}
    </PlainAvatar>
  );
}
