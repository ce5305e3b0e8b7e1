/* eslint-disable */
import { message } from "../runtime.js";

export const records_deleted = /* @__PURE__ */ message("records_deleted", (i) => {
return (`Record deleted`)
});
