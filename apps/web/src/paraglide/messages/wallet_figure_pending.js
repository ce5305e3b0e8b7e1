/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_figure_pending = /* @__PURE__ */ message("wallet_figure_pending", (i) => {
return (`Pending`)
});
