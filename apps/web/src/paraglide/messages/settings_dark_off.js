/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Dark_OffInputs */

const en_settings_dark_off = /** @type {(inputs: Settings_Dark_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light mode enabled`)
};

const hi_settings_dark_off = /** @type {(inputs: Settings_Dark_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लाइट मोड चालू हो गया`)
};

/**
* | output |
* | --- |
* | "Light mode enabled" |
*
* @param {Settings_Dark_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_dark_off = /** @type {((inputs?: Settings_Dark_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dark_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_dark_off(inputs)
	return en_settings_dark_off(inputs)
});