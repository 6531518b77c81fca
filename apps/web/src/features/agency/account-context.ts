'use client';

import type { AgencyPanelAccount } from '@vip/contract';
import { createContext, useContext } from 'react';

/** The signed-in agent's agency and role, read once by the agency area's layout. */
export const AgencyAccountContext = createContext<AgencyPanelAccount | null>(null);

/** The agency of the page (the layout renders pages only once it is known). */
export function useAgencyAccount(): AgencyPanelAccount {
  const account = useContext(AgencyAccountContext);
  if (!account) throw new Error('useAgencyAccount outside the agency area');
  return account;
}
