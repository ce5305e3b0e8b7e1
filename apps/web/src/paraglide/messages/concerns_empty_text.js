/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_empty_text = /* @__PURE__ */ message("concerns_empty_text", (i) => {
return (`If something went wrong, tell us and we will look into it.`)
});
