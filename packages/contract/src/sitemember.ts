import { z } from 'zod';
import { detailOf, idParams, listOf, pagingQuery, searchQuery } from './common';
import { queryInt } from './content';
import { defineEndpoints } from './endpoint';

/** Country (nationality picker); Iran is id 1, the default country. */
export const country = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  iso_code: z.string(),
  phone_code: z.string(),
  priority: z.number().int(),
});
export type Country = z.infer<typeof country>;

/** Province with its capital. */
export const province = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  capital_city_id: z.number().int().nullable(),
  capital_title: z.string().nullable(),
  cities_count: z.number().int(),
  priority: z.number().int(),
});
export type Province = z.infer<typeof province>;

/** City of a province. */
export const city = z.object({
  id: z.number().int(),
  province_id: z.number().int(),
  province_title: z.string(),
  title: z.string(),
  is_capital: z.boolean(),
  priority: z.number().int(),
});
export type City = z.infer<typeof city>;

/** Default id of Iran. */
export const DEFAULT_COUNTRY_ID = 1;

export const countryListQuery = pagingQuery(12).extend(searchQuery.shape);
/** Query of GET /v1/sitemember/fa/provinces (§7): `country_id` filters only when > 0. */
export const provinceListQuery = pagingQuery(12).extend(searchQuery.shape).extend({ country_id: queryInt.optional() });
/** Query of GET /v1/sitemember/fa/cities (§7): `province_id` filters only when > 0. */
export const cityListQuery = pagingQuery(12).extend(searchQuery.shape).extend({ province_id: queryInt.optional() });
export type ProvinceListQuery = z.input<typeof provinceListQuery>;
export type CityListQuery = z.input<typeof cityListQuery>;

export const countryList = listOf(country);
export const countryDetail = detailOf(country);
export const provinceList = listOf(province);
export const provinceDetail = detailOf(province);
export const cityList = listOf(city);
export const cityDetail = detailOf(city);
export const PLACE_SORT_FIELDS = ['id', 'title', 'priority'] as const;

const place = { tag: 'sitemember', auth: 'public', publicCache: true } as const;

/** Countries, provinces and cities (§7; countries for the nationality picker, province → city for addresses). */
export const sitememberEndpoints = defineEndpoints({
  listCountries: {
    ...place,
    method: 'GET',
    path: '/v1/sitemember/fa/countries',
    summary: 'List countries (Iran is id 1)',
    query: countryListQuery,
    response: countryList,
  },
  getCountry: {
    ...place,
    method: 'GET',
    path: '/v1/sitemember/fa/countries/:id',
    summary: 'One country',
    params: idParams,
    response: countryDetail,
  },
  listProvinces: {
    ...place,
    method: 'GET',
    path: '/v1/sitemember/fa/provinces',
    summary: 'List provinces (country_id filters when > 0)',
    query: provinceListQuery,
    response: provinceList,
  },
  getProvince: {
    ...place,
    method: 'GET',
    path: '/v1/sitemember/fa/provinces/:id',
    summary: 'One province',
    params: idParams,
    response: provinceDetail,
  },
  listCities: {
    ...place,
    method: 'GET',
    path: '/v1/sitemember/fa/cities',
    summary: 'List cities (province_id filters when > 0)',
    query: cityListQuery,
    response: cityList,
  },
  getCity: {
    ...place,
    method: 'GET',
    path: '/v1/sitemember/fa/cities/:id',
    summary: 'One city',
    params: idParams,
    response: cityDetail,
  },
});
