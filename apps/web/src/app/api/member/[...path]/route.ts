import { relayMemberCall } from '@/features/auth/member-relay';

// The browser's member calls, relayed to the API with the token kept in the session cookie (features/auth/api-relay.ts).
export const dynamic = 'force-dynamic';
export const GET = relayMemberCall;
export const HEAD = relayMemberCall;
export const POST = relayMemberCall;
export const PUT = relayMemberCall;
export const DELETE = relayMemberCall;
