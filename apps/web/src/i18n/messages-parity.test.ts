import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../messages');
const OTHERS = ['en', 'ar'] as const;

type Tree = { [key: string]: string | Tree };

/** Every leaf message by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/**
 * The ICU arguments (`{name}`, `{n, plural, …}`) and rich-text tags (`<term>`) a message uses. Plural and select
 * branches are walked for their own arguments; their keys may differ (Arabic has more plural forms than Persian).
 */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  let i = 0;
  const readUntil = (stops: string) => {
    const start = i;
    while (i < message.length && !stops.includes(message[i] as string)) i++;
    return message.slice(start, i).trim();
  };
  // Parses text up to the `}` that closes the current level (or the end).
  const text = (): void => {
    while (i < message.length && message[i] !== '}') {
      const c = message[i];
      if (c === '{') {
        i++;
        argument();
      } else if (c === '<') {
        const m = /^<\/?([a-zA-Z][\w-]*)>/.exec(message.slice(i));
        if (m) {
          found.add(`<${m[1]}>`);
          i += m[0].length;
        } else i++;
      } else i++;
    }
  };
  const argument = (): void => {
    const name = readUntil(',}');
    found.add(`{${name}}`);
    if (message[i] === '}') {
      i++;
      return;
    }
    i++; // ','
    const type = readUntil(',}');
    if (message[i] === '}') {
      i++;
      return;
    }
    i++;
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      found.add(`{${name}, ${type}}`);
      while (i < message.length && message[i] !== '}') {
        readUntil('{}');
        if (message[i] !== '{') break;
        i++;
        text();
        i++; // the branch's '}'
      }
      i++;
    } else {
      readUntil('}');
      i++;
    }
  };
  text();
  return [...found].sort();
}

function load(locale: string): Map<string, Map<string, string>> {
  const files = readdirSync(join(DIR, locale)).filter((f) => f.endsWith('.json'));
  return new Map(
    files.map((f) => [f, flatten(JSON.parse(readFileSync(join(DIR, locale, f), 'utf8')) as Tree)] as const),
  );
}

describe('placeholders', () => {
  it('finds arguments, plural arguments and tags', () => {
    expect(placeholders('{count, plural, =0 {empty} one {# item by {who}} other {# items}} <term>{q}</term>')).toEqual(
      ['<term>', '{count, plural}', '{count}', '{q}', '{who}'].sort(),
    );
  });
});

describe('messages in every language', () => {
  const fa = load('fa');
  for (const locale of OTHERS) {
    const other = load(locale);
    it(`${locale} has the same namespaces as fa`, () => {
      expect([...other.keys()].sort()).toEqual([...fa.keys()].sort());
    });
    for (const [file, faMessages] of fa) {
      it(`${locale}/${file} has fa's keys and placeholders, and is not Persian`, () => {
        const messages = other.get(file) ?? new Map<string, string>();
        expect([...messages.keys()].sort(), 'same keys').toEqual([...faMessages.keys()].sort());
        for (const [key, faText] of faMessages) {
          const text = messages.get(key);
          if (text === undefined) continue;
          expect(placeholders(text), `${file} ${key}`).toEqual(placeholders(faText));
          // Persian-only letters (پ چ ژ گ ک ی) mean the message was copied rather than translated.
          expect(/[پچژگکی]/.test(text), `${file} ${key} looks Persian: ${text}`).toBe(false);
          if (locale === 'en') expect(/[\u0600-\u06ff]/.test(text), `${file} ${key} is not English`).toBe(false);
        }
      });
    }
  }
});
