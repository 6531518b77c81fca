'use client';

import { useQueryClient } from '@tanstack/react-query';
import { api, type Favorite, type ListResponse } from '@vip/contract';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo } from 'react';
import { signInUrl } from '@/features/auth/paths';
import { useMember, useMemberCall } from '@/features/auth/use-member-api';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';

/** Where a visitor who pressed a heart goes: sign in, then the favorites page adds the product (`?add=`). */
export const favoriteAfterSignIn = (productId: number) => signInUrl(`/product/favorite?add=${productId}`);

const IDS_QUERY = { query: { limit: 100 } } as const;

/**
 * The member's favorite product ids (one shared query for every heart on a page) and a toggle that changes the
 * heart at once, calls the API, puts it back if the call fails, and offers an undo after a removal.
 */
export function useFavorites() {
  const t = useTranslations('favorites');
  const { member, signedIn } = useMember();
  const memberCall = useMemberCall();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const list = useMemberEndpoint(api.listFavorites, IDS_QUERY);
  const key = useMemo(() => ['member', member?.id, 'listFavorites', IDS_QUERY], [member?.id]);
  const ids = useMemo(() => new Set((list.data?.data ?? []).map((f) => f.id)), [list.data]);

  const setLocal = useCallback(
    (id: number, on: boolean) =>
      queryClient.setQueryData<ListResponse<Favorite>>(key, (old) => {
        const data = old?.data ?? [];
        const next = on
          ? data.some((f) => f.id === id)
            ? data
            : [{ id } as Favorite, ...data]
          : data.filter((f) => f.id !== id);
        return {
          data: next,
          paging: {
            ...(old?.paging ?? { offset: 0, limit: 100, has_more: false }),
            total: next.length,
            returned: next.length,
          },
        };
      }),
    [queryClient, key],
  );
  const settle = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['member', member?.id, 'listFavorites'] }),
    [queryClient, member?.id],
  );

  const change = useCallback(
    async (id: number, on: boolean) => {
      setLocal(id, on);
      try {
        if (on) await memberCall(api.addFavorite, { params: { id } });
        else await memberCall(api.deleteFavorite, { params: { id } });
        return true;
      } catch (e) {
        setLocal(id, !on);
        enqueueSnackbar((e as Error).message, { variant: 'error' });
        return false;
      } finally {
        void settle();
      }
    },
    [memberCall, setLocal, settle, enqueueSnackbar],
  );

  const toggle = useCallback(
    async (id: number, title?: string) => {
      if (!signedIn) {
        router.push(favoriteAfterSignIn(id));
        return;
      }
      const on = !ids.has(id);
      if (!(await change(id, on))) return;
      if (on) {
        enqueueSnackbar(t('added', { title: title ?? '' }), { variant: 'success' });
        return;
      }
      enqueueSnackbar(t('removed', { title: title ?? '' }), {
        variant: 'info',
        action: (snackId) => (
          <button
            type="button"
            style={{
              background: 'none',
              border: 0,
              color: 'inherit',
              font: 'inherit',
              fontWeight: 700,
              cursor: 'pointer',
            }}
            onClick={() => {
              closeSnackbar(snackId);
              void change(id, true);
            }}
          >
            {t('undo')}
          </button>
        ),
      });
    },
    [signedIn, router, ids, change, enqueueSnackbar, closeSnackbar, t],
  );

  return { ids, toggle, signedIn, add: (id: number) => change(id, true), ready: !signedIn || !list.isPending };
}
