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

/** Endpoints of the places module (§7; countries for the nationality picker). */
export const sitememberEndpoints = defineEndpoints({
  listCountries: {
    method: 'GET',
    path: '/v1/sitemember/fa/countries',
    tag: 'sitemember',
    summary: 'List countries (Iran first) with ISO codes; `title` in the language of the path (nationality picker)',
    auth: 'public',
    query: countryListQuery,
    response: countryList,
    sort: ['id', 'title', 'priority'],
    publicCache: true,
  },
  getCountry: {
    method: 'GET',
    path: '/v1/sitemember/fa/countries/:id',
    tag: 'sitemember',
    summary: 'One country',
    auth: 'public',
    params: idParams,
    response: countryDetail,
    publicCache: true,
  },
  listProvinces: {
    method: 'GET',
    path: '/v1/sitemember/fa/provinces',
    tag: 'sitemember',
    summary: 'List provinces (of a country when country_id > 0)',
    auth: 'public',
    query: provinceListQuery,
    response: provinceList,
    sort: ['id', 'title', 'priority'],
    publicCache: true,
  },
  getProvince: {
    method: 'GET',
    path: '/v1/sitemember/fa/provinces/:id',
    tag: 'sitemember',
    summary: 'One province with its capital',
    auth: 'public',
    params: idParams,
    response: provinceDetail,
    publicCache: true,
  },
  listCities: {
    method: 'GET',
    path: '/v1/sitemember/fa/cities',
    tag: 'sitemember',
    summary: 'List cities (of a province when province_id > 0)',
    auth: 'public',
    query: cityListQuery,
    response: cityList,
    sort: ['id', 'title', 'priority'],
    publicCache: true,
  },
  getCity: {
    method: 'GET',
    path: '/v1/sitemember/fa/cities/:id',
    tag: 'sitemember',
    summary: 'One city',
    auth: 'public',
    params: idParams,
    response: cityDetail,
    publicCache: true,
  },
});
