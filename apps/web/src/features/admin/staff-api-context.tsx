'use client';

import { createContext, useContext } from 'react';
import type { StaffCall } from './staff-api';

const Context = createContext<StaffCall | null>(null);

/** Provides the staff-bound contract call to the back office's screens. */
export const StaffApiProvider = Context.Provider;

/** The contract call with the tab's staff token (for the desks' actions beyond react-admin's CRUD). */
export function useStaffApi(): StaffCall {
  const value = useContext(Context);
  if (!value) throw new Error('useStaffApi outside the back office');
  return value;
}
