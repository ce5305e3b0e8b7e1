/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_kind_correction = /* @__PURE__ */ message("wallet_kind_correction", (i) => {
return (`Correction`)
});
