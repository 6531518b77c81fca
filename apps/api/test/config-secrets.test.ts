import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const prod = {
  NODE_ENV: 'production',
  REVALIDATE_SECRET: 'a-production-revalidate-secret-long-enough-1234',
  ALLOW_SANDBOX_BANK: 'true',
};

it('refuses to start in production with a default or short JWT_SECRET, naming it in Persian and English', () => {
  for (const JWT_SECRET of [
    undefined,
    'dev-only-secret-please-change-0123456789',
    'embedded-demo-secret-set-JWT_SECRET-in-production',
  ]) {
    expect(() => loadConfig({ ...prod, JWT_SECRET })).toThrow(ConfigError);
    expect(() => loadConfig({ ...prod, JWT_SECRET })).toThrow(/JWT_SECRET: .*پیش‌فرض.*default value is refused/s);
  }
  expect(() => loadConfig({ ...prod, JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
  expect(loadConfig({ ...prod, JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toHaveLength(32);
  expect(loadConfig({ ...prod, JWT_SECRET: 'a-production-secret-that-is-long-enough-1234' }).NODE_ENV).toBe(
    'production',
  );
});

it('refuses the default or a short REVALIDATE_SECRET in production (the site trusts the API by it)', () => {
  const jwt = { JWT_SECRET: 'a-production-secret-that-is-long-enough-1234' };
  for (const REVALIDATE_SECRET of [undefined, 'dev-only-revalidate-secret-please-change-0123']) {
    expect(() => loadConfig({ NODE_ENV: 'production', ...jwt, REVALIDATE_SECRET })).toThrow(
      /REVALIDATE_SECRET: .*پیش‌فرض.*default value is refused/s,
    );
  }
  expect(() => loadConfig({ NODE_ENV: 'production', ...jwt, REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET/);
});

it('keeps the development default outside production', () => {
  expect(loadConfig({}).JWT_SECRET.length).toBeGreaterThanOrEqual(32);
});
