import { sitememberEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { getCity, getCountry, getProvince, listCities, listCountries, listProvinces } from './queries';

/** Countries, provinces and cities (§7; countries for the nationality picker). */
export default async function sitememberRoutes(app: AppInstance) {
  route(app, api.listCountries, (request) => listCountries(app.db, request.query));
  route(app, api.getCountry, async (request) => {
    const item = await getCountry(app.db, request.params.id);
    if (!item) throw notFound('کشور');
    return { data: item };
  });
  route(app, api.listProvinces, (request) => listProvinces(app.db, request.query));
  route(app, api.getProvince, async (request) => {
    const item = await getProvince(app.db, request.params.id);
    if (!item) throw notFound('استان');
    return { data: item };
  });
  route(app, api.listCities, (request) => listCities(app.db, request.query));
  route(app, api.getCity, async (request) => {
    const item = await getCity(app.db, request.params.id);
    if (!item) throw notFound('شهر');
    return { data: item };
  });
}
