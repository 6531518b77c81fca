import { z } from 'zod';
import { listOf } from './common';
import { defineEndpoints } from './endpoint';

/** A signed-in device: one refresh-token family. */
export const memberSession = z.object({
  id: z.string().uuid(),
  method: z.string().describe('mobile or email'),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** A short Persian name of the browser and system, e.g. «کروم روی اندروید». */
  device: z.string(),
  /** What kind of device the user agent names (for its icon). */
  device_kind: z.enum(['phone', 'tablet', 'computer', 'unknown']),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of the token making this call. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSession>;

export const memberSessionList = listOf(memberSession);

/** The member's active sessions; sign one or all others out. */
export const memberSessionEndpoints = defineEndpoints({
  listMemberSessions: {
    method: 'GET',
    path: '/v1/sitemember/fa/sessions',
    tag: 'sitemember-auth',
    summary: 'The member’s signed-in devices (active sessions), newest use first',
    auth: 'member',
    response: memberSessionList,
  },
  revokeMemberSession: {
    method: 'DELETE',
    path: '/v1/sitemember/fa/sessions/:id',
    tag: 'sitemember-auth',
    summary: 'Sign one device out (its refresh and access tokens stop working)',
    auth: 'member',
    params: z.object({ id: z.string().uuid('شناسه نشست معتبر نیست.') }),
    status: 204,
  },
  revokeOtherMemberSessions: {
    method: 'POST',
    path: '/v1/sitemember/fa/sessions/signout-others',
    tag: 'sitemember-auth',
    summary: 'Sign every other device out (this one stays)',
    auth: 'member',
    response: z.object({ data: z.object({ signed_out: z.number().int() }) }),
  },
});
