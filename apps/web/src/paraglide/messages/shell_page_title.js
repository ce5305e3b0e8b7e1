/* eslint-disable */
import { message } from "../runtime.js";

export const shell_page_title = /* @__PURE__ */ message("shell_page_title", (i) => {
return (`${i?.title} · ${i?.app}`)
});
