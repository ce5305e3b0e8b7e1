/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_consultation_fee = /* @__PURE__ */ message("wallet_consultation_fee", (i) => {
return (`Consultation fee`)
});
