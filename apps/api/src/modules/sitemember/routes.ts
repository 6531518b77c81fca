import { sitememberEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { detailOr404, route } from '../../http/route';
import { getCity, getCountry, getProvince, listCities, listCountries, listProvinces } from './queries';

/** Countries, provinces and cities (§7; countries for the nationality picker). */
export default async function sitememberRoutes(app: AppInstance) {
  route(app, api.listCountries, (request) => listCountries(app.db, request.query, request.lang));
  route(app, api.getCountry, async (request) =>
    detailOr404(await getCountry(app.db, request.params.id, request.lang), 'کشور'),
  );
  route(app, api.listProvinces, (request) => listProvinces(app.db, request.query));
  route(app, api.getProvince, async (request) => detailOr404(await getProvince(app.db, request.params.id), 'استان'));
  route(app, api.listCities, (request) => listCities(app.db, request.query));
  route(app, api.getCity, async (request) => detailOr404(await getCity(app.db, request.params.id), 'شهر'));
}
