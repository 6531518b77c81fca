import { redirect } from 'next/navigation';

/** /dashboard/cip on its own: the member's CIP orders. */
export default function Page() {
  redirect('/dashboard/cip/order/order-list');
}
