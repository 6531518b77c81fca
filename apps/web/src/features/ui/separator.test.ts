import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../../..');

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesUnder(path, ext);
    return ext.test(e.name) && !e.name.includes('.test.') ? [path] : [];
  });
}

// Issue #16: "·" beside Persian digits reads as a zero ("۳ دقیقه · …" reads "۳۰"). Every text a visitor reads,
// messages and components alike, separates with a spaced "–" (META_SEPARATOR) or a gap instead; comments may name it.
describe('separators', () => {
  it('no message or component shows "·"', () => {
    const files = [...filesUnder(join(web, 'messages'), /\.json$/), ...filesUnder(join(web, 'src'), /\.tsx?$/)];
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(web, f)}:${i + 1}` }))
        .filter(({ line }) => line.includes('·') && !/^\s*(\*|\/\/|\/\*)/.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});
