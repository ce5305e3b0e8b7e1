/** The app's layout with what only the shell may compose from features: the Messages badge, the changed-notice request. */
import { AppLayout } from "@/components/layout/app-layout.tsx";
import { UnreadBadge } from "@/features/messages/components/unread-badge.tsx";
import { NoticeUpdate } from "@/features/privacy/components/notice-update.tsx";

const navBadges = { "/messages": <UnreadBadge /> };
const notice = <NoticeUpdate />;

export function RootLayout() {
  return <AppLayout navBadges={navBadges} notice={notice} />;
}
