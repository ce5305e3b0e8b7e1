import { PageHeader } from "@/components/ui/page-header.tsx";
import { ConcernsCard } from "@/features/grievances/components/concerns-card.tsx";
import { FaqList } from "@/features/profile/components/faq-list.tsx";
import { FeedbackCard } from "@/features/profile/components/feedback-card.tsx";
import { SupportContacts } from "@/features/profile/components/support-contacts.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m.profile_help()} description={m.profile_help_text()} />
      <SupportContacts />
      <ConcernsCard />
      <FaqList />
      <FeedbackCard />
    </div>
  );
}
