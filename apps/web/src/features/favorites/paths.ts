import { signInUrl } from '@/features/auth/paths';

/** Where a visitor who pressed a heart goes: sign in, then the favorites page adds the product (`?add=`). */
export const favoriteAfterSignIn = (productId: number) => signInUrl(`/product/favorite?add=${productId}`);
