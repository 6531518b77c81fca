import { redirect } from 'next/navigation';

/** /dashboard/cip/passengers on its own: the saved passengers list. */
export default function Page() {
  redirect('/dashboard/cip/passengers/passengers-list');
}
