/* eslint-disable */
import { message } from "../runtime.js";

export const common_go_home = /* @__PURE__ */ message("common_go_home", (i) => {
return (`Go home`)
});
