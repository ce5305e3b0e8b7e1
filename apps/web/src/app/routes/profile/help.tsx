import { PageHeader } from "@/components/ui/page-header.tsx";
import { ConcernsCard } from "@/features/grievances/components/concerns-card.tsx";
import { FaqList } from "@/features/profile/components/faq-list.tsx";
import { FeedbackCard } from "@/features/profile/components/feedback-card.tsx";
import { SupportContacts } from "@/features/profile/components/support-contacts.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Help & Support" description="Answers to common questions, and how to reach us." />
      <SupportContacts />
      <ConcernsCard />
      <FaqList />
      <FeedbackCard />
    </div>
  );
}
