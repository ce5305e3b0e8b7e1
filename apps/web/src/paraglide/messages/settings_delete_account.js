/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Delete_AccountInputs */

const en_settings_delete_account = /** @type {(inputs: Settings_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete Account`)
};

const hi_settings_delete_account = /** @type {(inputs: Settings_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाता हटाएँ`)
};

/**
* | output |
* | --- |
* | "Delete Account" |
*
* @param {Settings_Delete_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_delete_account = /** @type {((inputs?: Settings_Delete_AccountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Delete_AccountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_delete_account(inputs)
	return en_settings_delete_account(inputs)
});