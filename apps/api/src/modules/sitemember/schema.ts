import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { searchColumn } from '../../db/search';

/** Countries (nationality picker); Iran is id 1. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull().default(''),
  titleAr: text('title_ar').notNull().default(''),
  isoCode: text('iso_code').notNull().default(''),
  phoneCode: text('phone_code').notNull().default(''),
  priority: integer('priority').notNull().default(0),
  titleSearch: searchColumn('title'),
  titleEnSearch: searchColumn('title_en'),
});

/** Provinces of a country with their capital city. */
export const provinces = pgTable(
  'provinces',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull().default(''),
    capitalCityId: integer('capital_city_id'),
    priority: integer('priority').notNull().default(0),
    titleSearch: searchColumn('title'),
    titleEnSearch: searchColumn('title_en'),
  },
  (t) => [
    index('provinces_country_idx').on(t.countryId),
    index('provinces_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops')),
  ],
);

/** Cities of a province. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    title: text('title').notNull(),
    isCapital: boolean('is_capital').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    titleSearch: searchColumn('title'),
  },
  (t) => [
    index('cities_province_idx').on(t.provinceId),
    index('cities_title_trgm_idx').using('gin', t.titleSearch.op('gin_trgm_ops')),
  ],
);
