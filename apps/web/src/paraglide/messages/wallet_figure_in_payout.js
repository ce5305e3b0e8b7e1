/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_figure_in_payout = /* @__PURE__ */ message("wallet_figure_in_payout", (i) => {
return (`In payout`)
});
