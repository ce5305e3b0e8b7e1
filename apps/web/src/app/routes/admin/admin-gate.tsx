/**
 * The admin screens' gate: admins see them; everyone else, signed out included, sees the not-found
 * screen, as the API answers 404 to them.
 */
import type { ReactNode } from "react";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { useSession } from "@/lib/session.ts";
import { useMe } from "@/lib/use-me.ts";
import { Component as NotFound } from "../not-found.tsx";

export function AdminGate({ children }: { children: ReactNode }) {
  const { data: session, isPending } = useSession();
  const me = useMe(session?.user.id);
  if (isPending || (session && me.isPending)) return <PageLoader />;
  if (!session || !me.data?.isAdmin) return <NotFound />;
  return children;
}
