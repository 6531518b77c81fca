import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  sitememberEndpoints,
  type City,
  type Country,
  type Lang,
  nameIn,
  type cityListQuery,
  type countryListQuery,
  type Province,
  type provinceListQuery,
} from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { parseSort, sortColumns } from '../../db/list';
import { getById, type RowOf, runList } from '../../db/run-list';
import { searchWhere } from '../../db/search';
import { cities, countries, provinces } from './schema';

const countryColumns = {
  id: countries.id,
  title: countries.title,
  titleEn: countries.titleEn,
  titleAr: countries.titleAr,
  isoCode: countries.isoCode,
  phoneCode: countries.phoneCode,
  priority: countries.priority,
};
/** A country as answered: `title` in the reader's language (Persian when untranslated), `title_en` always English. */
const toCountry = (r: RowOf<typeof countryColumns>, lang: Lang = 'fa'): Country => ({
  id: r.id,
  title: nameIn(lang, r.title, r.titleEn, r.titleAr),
  title_en: r.titleEn,
  iso_code: r.isoCode,
  phone_code: r.phoneCode,
  priority: r.priority,
});

const provinceColumns = {
  id: provinces.id,
  countryId: provinces.countryId,
  title: provinces.title,
  titleEn: provinces.titleEn,
  capitalCityId: provinces.capitalCityId,
  capitalTitle: sql<string | null>`(select c.title from cities c where c.id = "provinces"."capital_city_id")`,
  citiesCount: sql<number>`(select count(*)::int from cities c where c.province_id = "provinces"."id")`,
  priority: provinces.priority,
};
const toProvince = (r: RowOf<typeof provinceColumns>): Province => ({
  id: r.id,
  country_id: r.countryId,
  title: r.title,
  title_en: r.titleEn,
  capital_city_id: r.capitalCityId,
  capital_title: r.capitalTitle,
  cities_count: r.citiesCount,
  priority: r.priority,
});

const cityColumns = {
  id: cities.id,
  provinceId: cities.provinceId,
  provinceTitle: sql<string>`(select p.title from provinces p where p.id = "cities"."province_id")`,
  title: cities.title,
  isCapital: cities.isCapital,
  priority: cities.priority,
};
const toCity = (r: RowOf<typeof cityColumns>): City => ({
  id: r.id,
  province_id: r.provinceId,
  province_title: r.provinceTitle,
  title: r.title,
  is_capital: r.isCapital,
  priority: r.priority,
});

/** Countries, Iran first (priority) by default. */
export function listCountries(db: Db, q: z.output<typeof countryListQuery>, lang: Lang = 'fa') {
  return runList(
    db,
    {
      table: countries,
      columns: countryColumns,
      where: searchWhere(q, [countries.titleSearch, countries.titleEnSearch]),
      orderBy: parseSort(
        q.sort,
        sortColumns(sitememberEndpoints.listCountries.sort, {
          id: countries.id,
          title: countries.title,
          priority: countries.priority,
        }),
        [asc(countries.priority), asc(countries.id)],
      ),
      limit: q.limit,
      offset: q.offset,
    },
    (r) => toCountry(r, lang),
  );
}

/** Provinces; `country_id` filters only when > 0 (§7). */
export function listProvinces(db: Db, q: z.output<typeof provinceListQuery>) {
  const filters: (SQL | undefined)[] = [
    q.country_id ? eq(provinces.countryId, q.country_id) : undefined,
    searchWhere(q, [provinces.titleSearch, provinces.titleEnSearch]),
  ];
  return runList(
    db,
    {
      table: provinces,
      columns: provinceColumns,
      where: and(...filters),
      orderBy: parseSort(
        q.sort,
        sortColumns(sitememberEndpoints.listProvinces.sort, {
          id: provinces.id,
          title: provinces.title,
          priority: provinces.priority,
        }),
        [asc(provinces.priority), asc(provinces.id)],
      ),
      limit: q.limit,
      offset: q.offset,
    },
    toProvince,
  );
}

/** Cities; `province_id` filters only when > 0 (§7). Capital first within a province by default. */
export function listCities(db: Db, q: z.output<typeof cityListQuery>) {
  const filters: (SQL | undefined)[] = [
    q.province_id ? eq(cities.provinceId, q.province_id) : undefined,
    searchWhere(q, [cities.titleSearch]),
  ];
  return runList(
    db,
    {
      table: cities,
      columns: cityColumns,
      where: and(...filters),
      orderBy: parseSort(
        q.sort,
        sortColumns(sitememberEndpoints.listCities.sort, {
          id: cities.id,
          title: cities.title,
          priority: cities.priority,
        }),
        [asc(cities.priority), asc(cities.id)],
      ),
      limit: q.limit,
      offset: q.offset,
    },
    toCity,
  );
}

export const getCountry = (db: Db, id: number, lang: Lang = 'fa') =>
  getById(db, countries, countryColumns, countries.id, id, (r) => toCountry(r, lang));
export const getProvince = (db: Db, id: number) =>
  getById(db, provinces, provinceColumns, provinces.id, id, toProvince);
export const getCity = (db: Db, id: number) => getById(db, cities, cityColumns, cities.id, id, toCity);

/** The province a city is in, or undefined for an unknown city (an address's city must lie in its province). */
export async function provinceOfCity(db: Db, cityId: number): Promise<number | undefined> {
  const [city] = await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, cityId));
  return city?.provinceId;
}

/** Persian titles of provinces and cities by id (saved addresses name their place). */
export async function placeTitles(db: Db, provinceIds: number[], cityIds: number[]) {
  const [provinceRows, cityRows] = await Promise.all([
    provinceIds.length
      ? db
          .select({ id: provinces.id, title: provinces.title })
          .from(provinces)
          .where(inArray(provinces.id, [...new Set(provinceIds)]))
      : [],
    cityIds.length
      ? db
          .select({ id: cities.id, title: cities.title })
          .from(cities)
          .where(inArray(cities.id, [...new Set(cityIds)]))
      : [],
  ]);
  return {
    province: new Map(provinceRows.map((r) => [r.id, r.title])),
    city: new Map(cityRows.map((r) => [r.id, r.title])),
  };
}
