/* eslint-disable */
import { message } from "../runtime.js";

export const settings_appearance = /* @__PURE__ */ message("settings_appearance", (i) => {
return (`Appearance`)
});
