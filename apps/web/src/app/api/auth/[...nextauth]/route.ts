import NextAuth from 'next-auth';
import { authOptions } from '@/features/auth/auth-options';

// next-auth v4 route handler (session, csrf, providers, credentials callbacks, sign-out).
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
