/* eslint-disable */
import { message } from "../runtime.js";

export const people_unblocked = /* @__PURE__ */ message("people_unblocked", (i) => {
return (`You unblocked ${i?.name}`)
});
