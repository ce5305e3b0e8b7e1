/* eslint-disable */
import { message } from "../runtime.js";

export const export_once = /* @__PURE__ */ message("export_once", (i) => {
return (`You can ask once every ${i?.hours} hours. A ready file can be downloaded for ${i?.days} days.`)
});
