/** Better Auth's browser client; the session lives in an httpOnly cookie the server sets. */
import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({ basePath: "/api/auth", plugins: [twoFactorClient()] });

export function useSession() {
  return authClient.useSession();
}
