import {
  cityDetail,
  cityList,
  cityListQuery,
  countryDetail,
  countryList,
  countryListQuery,
  idParams,
  provinceDetail,
  provinceList,
  provinceListQuery,
} from '@vip/contract';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
import { getCity, getCountry, getProvince, listCities, listCountries, listProvinces } from './queries';

const cached = { publicCache: true };

/** GET /v1/sitemember/fa/{countries,provinces,cities} and /{id} (§7; countries for the nationality picker). */
export default async function sitememberRoutes(app: AppInstance) {
  const tags = ['sitemember'];
  app.get(
    '/v1/sitemember/fa/countries',
    { schema: { tags, querystring: countryListQuery, response: { 200: countryList } }, config: cached },
    (request) => listCountries(app.db, request.query),
  );
  app.get(
    '/v1/sitemember/fa/countries/:id',
    { schema: { tags, params: idParams, response: { 200: countryDetail } }, config: cached },
    async (request) => {
      const item = await getCountry(app.db, request.params.id);
      if (!item) throw notFound('کشور');
      return { data: item };
    },
  );
  app.get(
    '/v1/sitemember/fa/provinces',
    { schema: { tags, querystring: provinceListQuery, response: { 200: provinceList } }, config: cached },
    (request) => listProvinces(app.db, request.query),
  );
  app.get(
    '/v1/sitemember/fa/provinces/:id',
    { schema: { tags, params: idParams, response: { 200: provinceDetail } }, config: cached },
    async (request) => {
      const item = await getProvince(app.db, request.params.id);
      if (!item) throw notFound('استان');
      return { data: item };
    },
  );
  app.get(
    '/v1/sitemember/fa/cities',
    { schema: { tags, querystring: cityListQuery, response: { 200: cityList } }, config: cached },
    (request) => listCities(app.db, request.query),
  );
  app.get(
    '/v1/sitemember/fa/cities/:id',
    { schema: { tags, params: idParams, response: { 200: cityDetail } }, config: cached },
    async (request) => {
      const item = await getCity(app.db, request.params.id);
      if (!item) throw notFound('شهر');
      return { data: item };
    },
  );
}
