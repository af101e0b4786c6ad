import { useRouteLoaderData } from 'react-router';
import type { TCompanyCapability, TCompanyRole, TSimpleProfile } from '@tawzeef/contract';
import type { TRootLoaderData } from '../root.tsx';

/**
 * Whether the logged-in company member may do this (decision 148): read from the capabilities the API sends with who is
 * logged in (decision 116's table, the one the API authorises by), never worked out again from the role here.
 */
export const memberCan = (user: TSimpleProfile | null | undefined, capability: TCompanyCapability): boolean => !!user?.company_capabilities?.includes(capability);

/** `memberCan` for the logged-in person of this page. */
export function useMemberCan(): (capability: TCompanyCapability) => boolean {
  const user = useRouteLoaderData<TRootLoaderData>('root')?.user;
  return (capability) => memberCan(user, capability);
}

/** The logged-in member's role in their company (null: none), to name it where a page says what it may not do. */
export function useMemberRole(): TCompanyRole | null {
  return useRouteLoaderData<TRootLoaderData>('root')?.user?.company_role ?? null;
}

/** What the refused page says (the root's error boundary shows it): the member's role and the owners, by name. */
export interface TRoleRefusal {
  refused: { title: string; body: string };
}
