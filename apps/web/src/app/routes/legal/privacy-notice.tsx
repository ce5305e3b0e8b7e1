import { LegalDocument } from "@/features/legal/components/legal-document.tsx";
import { PRIVACY_NOTICE } from "@/features/legal/content/privacy-notice.ts";

export function Component() {
  return <LegalDocument document={PRIVACY_NOTICE} />;
}
