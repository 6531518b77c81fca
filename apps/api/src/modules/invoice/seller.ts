import type { InvoiceParty } from '@vip/contract';
import { type Config, loadConfig } from '../../config';

type SellerConfig = Pick<
  Config,
  | 'SELLER_NAME'
  | 'SELLER_NATIONAL_ID'
  | 'SELLER_ECONOMIC_CODE'
  | 'SELLER_REGISTRATION_NUMBER'
  | 'SELLER_ADDRESS'
  | 'SELLER_POSTAL_CODE'
  | 'SELLER_PHONE'
>;

/** The seller on invoices, from the SELLER_* settings (docs/deploy.md). */
export function sellerFrom(config: SellerConfig): InvoiceParty {
  return {
    type: 'company',
    name: config.SELLER_NAME,
    national_code: null,
    national_id: config.SELLER_NATIONAL_ID,
    economic_code: config.SELLER_ECONOMIC_CODE,
    registration_number: config.SELLER_REGISTRATION_NUMBER,
    address: config.SELLER_ADDRESS,
    postal_code: config.SELLER_POSTAL_CODE,
    phone: config.SELLER_PHONE,
  };
}

// Invoices are issued inside the payment core's transaction, which carries no config: the invoice plugin sets the
// seller once when the app is built, and every invoice copies it (the demo seller until then).
let seller: InvoiceParty | undefined;

/** Sets the seller later invoices carry (the invoice plugin, at start). */
export function useSeller(next: InvoiceParty) {
  seller = next;
}

/** The seller an invoice issued now carries. */
export function currentSeller(): InvoiceParty {
  seller ??= sellerFrom(loadConfig({}));
  return seller;
}
