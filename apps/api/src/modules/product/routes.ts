import {
  brandDetail,
  brandList,
  brandListQuery,
  idParams,
  productDetail,
  productIdParams,
  productList,
  productListQuery,
  reviewDetail,
  reviewList,
  reviewListQuery,
  unitDetail,
  unitList,
  unitListQuery,
} from '@vip/contract';
import type { AppInstance } from '../../app';
import { notFound } from '../../http/errors';
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

const cached = { publicCache: true };

/** Products, brands, units and product reviews (§7, §3). */
export default async function productRoutes(app: AppInstance) {
  const storage = openStorage(app.config);
  const tags = ['product'];

  app.get(
    '/v1/product/fa/products',
    { schema: { tags, querystring: productListQuery, response: { 200: productList } }, config: cached },
    (request) => listProducts(app.db, storage, request.query),
  );
  app.get(
    '/v1/product/fa/products/:id',
    { schema: { tags, params: idParams, response: { 200: productDetail } }, config: cached },
    async (request) => {
      const item = await getProduct(app.db, storage, request.params.id);
      if (!item) throw notFound('محصول');
      return { data: item };
    },
  );
  app.get(
    '/v1/product/fa/products/:productId/reviews',
    {
      schema: { tags, params: productIdParams, querystring: reviewListQuery, response: { 200: reviewList } },
      config: cached,
    },
    async (request) => {
      if (!(await productExists(app.db, request.params.productId))) throw notFound('محصول');
      return listReviews(app.db, request.params.productId, request.query);
    },
  );
  app.get(
    '/v1/review/fa/reviews/:id',
    { schema: { tags, params: idParams, response: { 200: reviewDetail } }, config: cached },
    async (request) => {
      const item = await getReview(app.db, request.params.id);
      if (!item) throw notFound('دیدگاه');
      return { data: item };
    },
  );
  app.get(
    '/v1/product/fa/brands',
    { schema: { tags, querystring: brandListQuery, response: { 200: brandList } }, config: cached },
    (request) => listBrands(app.db, storage, request.query),
  );
  app.get(
    '/v1/product/fa/brands/:id',
    { schema: { tags, params: idParams, response: { 200: brandDetail } }, config: cached },
    async (request) => {
      const item = await getBrand(app.db, storage, request.params.id);
      if (!item) throw notFound('برند');
      return { data: item };
    },
  );
  app.get(
    '/v1/product/fa/units',
    { schema: { tags, querystring: unitListQuery, response: { 200: unitList } }, config: cached },
    (request) => listUnits(app.db, request.query),
  );
  app.get(
    '/v1/product/fa/units/:id',
    { schema: { tags, params: idParams, response: { 200: unitDetail } }, config: cached },
    async (request) => {
      const item = await getUnit(app.db, request.params.id);
      if (!item) throw notFound('واحد');
      return { data: item };
    },
  );
}
