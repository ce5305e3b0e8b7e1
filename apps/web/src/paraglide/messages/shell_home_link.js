/* eslint-disable */
import { message } from "../runtime.js";

export const shell_home_link = /* @__PURE__ */ message("shell_home_link", (i) => {
return (`${i?.app} home`)
});
