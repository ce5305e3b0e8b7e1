/* eslint-disable */
import { message } from "../runtime.js";

export const records_registration = /* @__PURE__ */ message("records_registration", (i) => {
return (`Reg. No. ${i?.number}`)
});
