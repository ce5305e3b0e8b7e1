/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_kind_hold_release_earning = /* @__PURE__ */ message("wallet_kind_hold_release_earning", (i) => {
return (`Consultation fee earned`)
});
