import { api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { route } from '../../http/route';
import { orderEntity, staffWrite } from '../admin/staff-write';
import { adjustStock, deliverOrder, listDeskStoreOrders, shipOrder } from './fulfilment';

/** The fulfilment desk of the back office (docs/back-office.md): paid orders to ship, stock; every write audited. */
export default async function fulfilmentRoutes(app: AppInstance) {
  route(app, api.adminListStoreOrders, (request) => listDeskStoreOrders(app.db, request.query));
  staffWrite(app, api.adminShipStoreOrder, orderEntity, (tx, request, who) =>
    shipOrder(tx, request.params.id, who, request.body.tracking_number),
  );
  staffWrite(app, api.adminDeliverStoreOrder, orderEntity, (tx, request, who) =>
    deliverOrder(tx, request.params.id, who),
  );
  staffWrite(
    app,
    api.adminAdjustStock,
    (request) => ({ entity: 'product', entityId: request.params.id, note: request.body.reason }),
    (tx, request) => adjustStock(tx, request.params.id, request.body.delta),
  );
}
