import { PageHeader } from "@/components/ui/page-header.tsx";
import { AskDoubtButton } from "@/features/doubts/components/ask-doubt-button.tsx";
import { DoubtList } from "@/features/doubts/components/doubt-list.tsx";

export function Component() {
  return (
    <section>
      <PageHeader title="Doctor Doubts" description="Ask questions and learn from fellow doctors." actions={<AskDoubtButton />} />
      <DoubtList />
    </section>
  );
}
