'use client';

import type { api, EndpointRef } from '@vip/contract';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * References (method + path, no schemas) of the endpoints the public pages' islands call. Made on the server
 * (`publicEndpoints()`), so the contract's schema library never reaches a public page's JavaScript.
 */
export interface PublicEndpoints {
  searchSuggestions: EndpointRef<typeof api.searchSuggestions>;
  listFavorites: EndpointRef<typeof api.listFavorites>;
  addFavorite: EndpointRef<typeof api.addFavorite>;
  deleteFavorite: EndpointRef<typeof api.deleteFavorite>;
}

/** Settings the browser needs, handed down from the server at run time. */
export interface PublicConfig {
  apiUrl: string;
  apiKey: string;
  /** Map tile URL template (`{z}/{x}/{y}`); empty draws the map without tiles. */
  mapTileUrl?: string;
  mapTileAttribution?: string;
  endpoints: PublicEndpoints;
}

const Context = createContext<PublicConfig>({
  apiUrl: 'http://localhost:4000',
  apiKey: '',
  endpoints: {} as PublicEndpoints,
});

/** Provides the run-time public configuration to client components. */
export function PublicConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The run-time public configuration (API URL and storefront key). */
export const usePublicConfig = () => useContext(Context);
