import { redirect } from 'next/navigation';

/** /order on its own (behind the sign-in gate): the member's store orders. */
export default function Page() {
  redirect('/dashboard/order');
}
