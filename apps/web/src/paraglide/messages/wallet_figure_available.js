/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_figure_available = /* @__PURE__ */ message("wallet_figure_available", (i) => {
return (`Available`)
});
