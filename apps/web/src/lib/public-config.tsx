'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** Settings the browser needs, handed down from the server at run time. */
export interface PublicConfig {
  apiUrl: string;
  apiKey: string;
  /** Map tile URL template (`{z}/{x}/{y}`); empty draws the map without tiles. */
  mapTileUrl?: string;
  mapTileAttribution?: string;
}

const Context = createContext<PublicConfig>({ apiUrl: 'http://localhost:4000', apiKey: '' });

/** Provides the run-time public configuration to client components. */
export function PublicConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The run-time public configuration (API URL and storefront key). */
export const usePublicConfig = () => useContext(Context);
