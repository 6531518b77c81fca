ALTER TABLE "orders" DROP CONSTRAINT "orders_agency_id_agencies_id_fk";
