import { relayStaffCall } from '@/features/auth/staff-relay';

// The back office's calls, relayed to the API with the staff token kept in an httpOnly cookie (features/auth/api-relay.ts).
export const dynamic = 'force-dynamic';
export const GET = relayStaffCall;
export const HEAD = relayStaffCall;
export const POST = relayStaffCall;
export const PUT = relayStaffCall;
export const DELETE = relayStaffCall;
