/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_choose = /* @__PURE__ */ message("concerns_choose", (i) => {
return (`Choose one`)
});
