/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_figure_paid_out = /* @__PURE__ */ message("wallet_figure_paid_out", (i) => {
return (`Paid out`)
});
