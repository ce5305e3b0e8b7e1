/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Update_ActionInputs */

const en_shell_update_action = /** @type {(inputs: Shell_Update_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh to update`)
};

const hi_shell_update_action = /** @type {(inputs: Shell_Update_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपडेट करने के लिए रीफ़्रेश करें`)
};

/**
* | output |
* | --- |
* | "Refresh to update" |
*
* @param {Shell_Update_ActionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_update_action = /** @type {((inputs?: Shell_Update_ActionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Update_ActionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_update_action(inputs)
	return en_shell_update_action(inputs)
});