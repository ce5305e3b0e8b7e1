/* eslint-disable */
import { message } from "../runtime.js";

export const records_delete = /* @__PURE__ */ message("records_delete", (i) => {
return (`Delete ${i?.name}`)
});
