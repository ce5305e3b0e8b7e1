/** The app's layout with what only the shell may compose from features: the Messages badge. */
import { AppLayout } from "@/components/layout/app-layout.tsx";
import { UnreadBadge } from "@/features/messages/components/unread-badge.tsx";

const navBadges = { "/messages": <UnreadBadge /> };

export function RootLayout() {
  return <AppLayout navBadges={navBadges} />;
}
