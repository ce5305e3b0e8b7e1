import { MessageCircle, Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Input } from "@/components/ui/input.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";

/** Messaging is not built yet (docs/product.md#messaging), so the search does nothing and the list is always empty. */
export function Component() {
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageHeader title="Messages" />
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" aria-label="Search conversations" placeholder="Search conversations..." className="pl-9" />
      </div>
      <EmptyState
        icon={<MessageCircle />}
        title="No messages yet"
        description="Start a conversation with an expert after booking"
        action={
          <Button asChild>
            <Link to="/explore">Explore Experts</Link>
          </Button>
        }
      />
    </div>
  );
}
