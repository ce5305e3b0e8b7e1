/* eslint-disable */
import { message } from "../runtime.js";

export const auth_notice_after = /* @__PURE__ */ message("auth_notice_after", (i) => {
return (`: what data we process, why, your rights, how to withdraw consent and how to complain.`)
});
