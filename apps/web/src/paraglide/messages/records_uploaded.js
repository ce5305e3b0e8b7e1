/* eslint-disable */
import { message } from "../runtime.js";

export const records_uploaded = /* @__PURE__ */ message("records_uploaded", (i) => {
return (`${i?.name} uploaded`)
});
