/* eslint-disable */
import { message } from "../runtime.js";

export const export_card_title = /* @__PURE__ */ message("export_card_title", (i) => {
return (`Get a copy of your data`)
});
