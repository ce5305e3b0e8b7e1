/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_created = /* @__PURE__ */ message("concerns_created", (i) => {
return (`Concern ${i?.reference} received`)
});
