/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ app: NonNullable<unknown> }} Shell_Update_ReadyInputs */

const en_shell_update_ready = /** @type {(inputs: Shell_Update_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A new version of ${i?.app} is ready.`)
};

const hi_shell_update_ready = /** @type {(inputs: Shell_Update_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.app} का नया संस्करण तैयार है।`)
};

/**
* | output |
* | --- |
* | "A new version of {app} is ready." |
*
* @param {Shell_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const shell_update_ready = /** @type {((inputs: Shell_Update_ReadyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Update_ReadyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_shell_update_ready(inputs)
	return en_shell_update_ready(inputs)
});