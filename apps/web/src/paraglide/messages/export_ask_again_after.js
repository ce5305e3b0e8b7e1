/* eslint-disable */
import { message } from "../runtime.js";

export const export_ask_again_after = /* @__PURE__ */ message("export_ask_again_after", (i) => {
return (`You can ask again after ${i?.when}.`)
});
