'use client';

import type { CallInput, EndpointDef } from '@vip/contract';
import { useCallback } from 'react';
import { useMemberApi, useMemberBlob } from '@/features/auth/use-member-api';

/** Sends one file (multipart field `file`) to an attachment endpoint as the signed-in member. */
export function useMemberUpload() {
  const memberApi = useMemberApi();
  return useCallback(
    <E extends EndpointDef>(endpoint: E, params: Record<string, unknown>, file: File) => {
      const form = new FormData();
      form.append('file', file);
      // A multipart body is not described by the endpoint's JSON body schema: the file goes as FormData.
      return memberApi(endpoint, { params, body: form } as unknown as CallInput<E>);
    },
    [memberApi],
  );
}

/** Opens an owner-only file (it needs the bearer token, so it is fetched and handed to the browser as a blob). */
export function useOpenAttachment() {
  const memberBlob = useMemberBlob();
  return useCallback(
    async (url: string) => {
      const tab = window.open('', '_blank');
      const blob = await memberBlob(url);
      if (!blob) {
        tab?.close();
        return;
      }
      const href = URL.createObjectURL(blob);
      if (tab) tab.location.href = href;
      else window.location.href = href;
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    },
    [memberBlob],
  );
}
