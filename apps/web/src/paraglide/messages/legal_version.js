/* eslint-disable */
import { message } from "../runtime.js";

export const legal_version = /* @__PURE__ */ message("legal_version", (i) => {
return (`${i?.date} (version ${i?.version})`)
});
