import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATED_PREFIXES, isGatedPath } from './paths';

// The site's pages live under the locale segment (app/[locale]/…).
const app = join(import.meta.dirname, '../../app/[locale]');

// Issue #16: the sign-in gate covers only routes that have a page (a visitor is never sent to sign in for a 404).
describe('sign-in gate', () => {
  it('every gated prefix is a built page', () => {
    for (const prefix of GATED_PREFIXES) expect(existsSync(join(app, prefix, 'page.tsx')), prefix).toBe(true);
  });

  it('gates a prefix and what lies under it, not a look-alike or a public page', () => {
    expect(isGatedPath('/dashboard')).toBe(true);
    expect(isGatedPath('/dashboard/tickets/3')).toBe(true);
    expect(isGatedPath('/credit')).toBe(true);
    expect(isGatedPath('/creditors')).toBe(false);
    for (const open of ['/', '/products', '/product/12', '/cart', '/faq', '/terms', '/member/signin'])
      expect(isGatedPath(open), open).toBe(false);
  });
});
