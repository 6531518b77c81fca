import { staffSignIn, staffSignOut } from '@/features/auth/staff-relay';

// Staff sign-in and sign-out through the site's server, which keeps the staff token in an httpOnly cookie.
export const dynamic = 'force-dynamic';
export const POST = staffSignIn;
export const DELETE = staffSignOut;
