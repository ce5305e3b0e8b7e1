import { commissionFor } from "@expertconnect/shared/booking-policy";
import { formatPaise } from "@/lib/format.ts";
import { useSite } from "@/lib/site.tsx";

/**
 * The platform's commission as its own line beside a consultation fee, and what the expert keeps
 * (docs/product.md#wallet): the same rounding as the release of the fee.
 */
export function FeeLines({ feeRupees }: { feeRupees: number }) {
  const { commissionPercent } = useSite();
  const feePaise = feeRupees * 100;
  const commissionPaise = commissionFor(feePaise, commissionPercent);
  return (
    <p className="text-xs text-muted-foreground">
      Platform commission <span className="tabular-nums">−{formatPaise(commissionPaise)}</span> · You receive{" "}
      <span className="tabular-nums">{formatPaise(feePaise - commissionPaise)}</span>
    </p>
  );
}
