/* eslint-disable */
import { message } from "../runtime.js";

export const records_yours = /* @__PURE__ */ message("records_yours", (i) => {
return (`Your records`)
});
