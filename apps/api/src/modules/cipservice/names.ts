/**
 * Catalogue rows in the reader's language: the row's `title` (and an airport's `city`) replaced by its English or
 * Arabic name, Persian when that is not translated yet. Rows are renamed where they are read, so the views built
 * from them stay one (docs/architecture.md, "Languages").
 */
import { type Lang, nameIn } from '@vip/contract';

interface Named {
  title: string;
  titleEn?: string | null;
  titleAr?: string | null;
}

/** A terminal, airline, service, suite or transfer named in `lang`. */
export function named<T extends Named>(row: T, lang: Lang): T {
  return lang === 'fa' ? row : { ...row, title: nameIn(lang, row.title, row.titleEn, row.titleAr) };
}

type NamedAirport = Named & { city: string; cityEn: string; cityAr: string };

/** An airport named in `lang`, its city too. */
export function namedAirport<T extends NamedAirport>(a: T, lang: Lang): T {
  return lang === 'fa' ? a : { ...named(a, lang), city: nameIn(lang, a.city, a.cityEn, a.cityAr) };
}

/** A flight with its airline, airports and terminals named in `lang`. */
export function namedFlight<
  F extends {
    airline: Named;
    origin: NamedAirport;
    destination: NamedAirport;
    originTerminal: Named | null;
    destinationTerminal: Named | null;
  },
>(f: F, lang: Lang): F {
  if (lang === 'fa') return f;
  return {
    ...f,
    airline: named(f.airline, lang),
    origin: namedAirport(f.origin, lang),
    destination: namedAirport(f.destination, lang),
    originTerminal: f.originTerminal && named(f.originTerminal, lang),
    destinationTerminal: f.destinationTerminal && named(f.destinationTerminal, lang),
  };
}
