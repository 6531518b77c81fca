import { productEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { notFound } from '../../http/errors';
import { detailOr404, route } from '../../http/route';
import { openStorage } from '../../storage';
import {
  getBrand,
  getProduct,
  getReview,
  getUnit,
  listBrands,
  listProducts,
  listReviews,
  listUnits,
  productExists,
} from './queries';

/** Products, brands, units and product reviews (§7, §3). */
export default async function productRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  route(app, api.listProducts, (request) => listProducts(app.db, request.query, storage));
  route(app, api.getProduct, async (request) =>
    detailOr404(await getProduct(app.db, request.params.id, storage), 'محصول'),
  );
  route(app, api.listProductReviews, async (request) => {
    if (!(await productExists(app.db, request.params.productId))) throw notFound('محصول');
    return listReviews(app.db, request.params.productId, request.query);
  });
  route(app, api.getReview, async (request) => detailOr404(await getReview(app.db, request.params.id), 'دیدگاه'));
  route(app, api.listBrands, (request) => listBrands(app.db, request.query, storage));
  route(app, api.getBrand, async (request) => detailOr404(await getBrand(app.db, request.params.id, storage), 'برند'));
  route(app, api.listUnits, (request) => listUnits(app.db, request.query));
  route(app, api.getUnit, async (request) => detailOr404(await getUnit(app.db, request.params.id), 'واحد'));
}
