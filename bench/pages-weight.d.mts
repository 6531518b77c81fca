// Types of pages-weight.mjs (the browser suite imports it from TypeScript).
import type { Browser } from 'playwright-core';

export interface Route {
  path: string;
  /** Bytes the check fails above (the goal, or a ratchet at today's weight while a page is not there yet). */
  budget: number;
  /** DESIGN §8's budget for the page. */
  goal: number;
}
export interface Weight {
  path: string;
  js_gzip: number;
  html_gzip: number;
  script_count: number;
  scripts: { url: string; gzip: number }[];
}
export const CONTENT_BUDGET: number;
export const BOOKING_BUDGET: number;
export function publicRoutes(ids?: {
  product?: number;
  product2?: number;
  category?: number;
  brand?: number;
  news?: number;
  article?: number;
  album?: number;
}): Route[];
export function gzipBytes(buf: Uint8Array): number;
export function weighPage(browser: Browser, webUrl: string, path: string): Promise<Weight>;
export function weighRoutes(
  browser: Browser,
  webUrl: string,
  routes: Route[],
): Promise<(Weight & { budget: number; goal: number; over: boolean })[]>;
export function formatWeights(rows: (Weight & { budget: number; goal: number; over: boolean })[]): string;
