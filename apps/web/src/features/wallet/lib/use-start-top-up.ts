import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { createTopUp } from "../api/wallet.ts";
import { rememberAfterTopUp, type AfterTopUp } from "./after-top-up.ts";

/** Creates a top-up order for `rupees` and goes to its checkout page; `after` says what follows payment. */
export function useStartTopUp() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ rupees, after }: { rupees: number; after: AfterTopUp }) => {
      const order = await createTopUp(rupees);
      rememberAfterTopUp(order.id, after);
      await navigate(`/wallet/checkout/${order.id}`);
    },
  });
}
