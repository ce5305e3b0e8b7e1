import { LegalDocument } from "@/features/legal/components/legal-document.tsx";
import { TERMS_OF_SERVICE } from "@/features/legal/content/terms-of-service.ts";

export function Component() {
  return <LegalDocument document={TERMS_OF_SERVICE} />;
}
