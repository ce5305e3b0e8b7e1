import { LegalDocument } from "@/features/legal/components/legal-document.tsx";
import { PRIVACY_POLICY } from "@/features/legal/content/privacy-policy.ts";

export function Component() {
  return <LegalDocument document={PRIVACY_POLICY} />;
}
