'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect } from 'react';
import { create } from 'zustand';
import { useLightSession } from '@/features/auth/light-session';
import { relayBase } from '@/features/auth/relay-paths';
import { useSnackbar } from '@/features/ui/toast';
import { call } from '@/lib/api-call';
import { usePublicConfig } from '@/lib/public-config';
import { favoriteAfterSignIn } from './paths';

/**
 * The member's favorite ids, shared by every heart on a page: loaded once per member (up to 100, like the list
 * endpoint's page), changed at once by a toggle and put back if the API refuses.
 */
const useIds = create<{ member: number | null; ids: Set<number>; loaded: boolean }>(() => ({
  member: null,
  ids: new Set(),
  loaded: false,
}));
/** Changes made on this page since the list was asked for: they win over a list answer that crossed them. */
const local = new Map<number, boolean>();
const withLocal = (ids: Set<number>) => {
  for (const [id, on] of local) {
    if (on) ids.add(id);
    else ids.delete(id);
  }
  return ids;
};
const setId = (id: number, on: boolean) =>
  useIds.setState((s) => {
    local.set(id, on);
    const ids = new Set(s.ids);
    if (on) ids.add(id);
    else ids.delete(id);
    return { ids };
  });

/**
 * The member's favorite product ids and a toggle that changes the heart at once, calls the API, puts it back if the
 * call fails, and offers an undo after a removal. Light enough for the public pages (no session or query library:
 * the session comes from `useLightSession`, the calls through the fetch core with the server-made endpoint refs).
 */
export function useFavorites() {
  const t = useTranslations('favorites');
  const config = usePublicConfig();
  const { member } = useLightSession();
  const signedIn = !!member;
  const router = useRouter();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const { ids, loaded } = useIds();

  useEffect(() => {
    if (!member || useIds.getState().member === member.id) return;
    local.clear();
    useIds.setState({ member: member.id, ids: new Set(), loaded: false });
    call(relayBase('member'), config.endpoints.listFavorites, { query: { limit: 100 } })
      .then((list) => useIds.setState({ ids: withLocal(new Set(list.data.map((f) => f.id))), loaded: true }))
      .catch(() => useIds.setState({ loaded: true }));
  }, [member, config]);

  const change = useCallback(
    async (id: number, on: boolean) => {
      if (!signedIn) return false;
      setId(id, on);
      try {
        const base = relayBase('member');
        if (on) await call(base, config.endpoints.addFavorite, { params: { id } });
        else await call(base, config.endpoints.deleteFavorite, { params: { id } });
        return true;
      } catch (e) {
        setId(id, !on);
        enqueueSnackbar((e as Error).message, { variant: 'error' });
        return false;
      }
    },
    [config, signedIn, enqueueSnackbar],
  );

  const toggle = useCallback(
    async (id: number, title?: string) => {
      if (!signedIn) {
        router.push(favoriteAfterSignIn(id));
        return;
      }
      const on = !useIds.getState().ids.has(id);
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
    [signedIn, router, change, enqueueSnackbar, closeSnackbar, t],
  );

  return { ids, toggle, signedIn, add: (id: number) => change(id, true), ready: !signedIn || loaded };
}
