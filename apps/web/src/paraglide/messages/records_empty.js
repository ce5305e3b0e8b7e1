/* eslint-disable */
import { message } from "../runtime.js";

export const records_empty = /* @__PURE__ */ message("records_empty", (i) => {
return (`No records yet`)
});
